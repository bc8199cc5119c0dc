import { formatMoney, formatTonnes } from '@cgx/domain/format';
import { PAYMENT_BUSINESS_DAYS } from '@cgx/domain/constants';
import { dec, minDec } from '@cgx/domain/decimal';
import type { TFarmGrain } from '@cgx/domain/farm-grain.schemas';
import type { THolding } from '@cgx/domain/holdings.schemas';
import type { TBidToSellTo } from '@cgx/domain/orders.schemas';
import { type PricingPoint, varietyValues } from '../../order-form/order-form-values';
import { emptyOfferForm, type OfferFormValues } from './offer-form-values';

/**
 * spec 001 §2 'sell-grain/igrain-offer/create (offer created from a market bid)': an offer that
 * meets a standing bid on the terms design §5 matches on. The bid fixes what the grain cannot:
 * the delivery period, the price, a payment term it takes, its chemical declaration and, for
 * igrainX, its pricing point and place; the grain (chosen in the form) fixes season, commodity,
 * grade and, for cgx, the site, so only grain that fits the bid is offered for choice.
 */

/** A holding fits a cgx bid line: same season, commodity and grade, at the line's site or in its port zone. */
export function holdingFitsBid(holding: THolding, bid: TBidToSellTo): boolean {
  const { line } = bid;
  const place = line.site ? holding.site.id === line.site.id : holding.site.portZoneId === line.portZoneId;
  return (
    place &&
    holding.season.id === bid.season?.id &&
    holding.commodity.id === bid.commodity.id &&
    (line.grade === null || holding.grade.id === line.grade.id)
  );
}

/** Grain on farm fits an igrainX bid line: same season and commodity, and the line's grade (ungraded grain meets it by quality). */
export function farmGrainFitsBid(grain: TFarmGrain, bid: TBidToSellTo): boolean {
  const { line } = bid;
  return (
    grain.season.id === bid.season?.id &&
    grain.commodity.id === bid.commodity.id &&
    (line.grade === null || grain.grade === null || grain.grade.id === line.grade.id)
  );
}

/** The payment term the offer takes: the default when the bid takes it (or any), else the bid's first. */
function paymentTermFor(bid: TBidToSellTo): string {
  const terms = bid.paymentTerms;
  return String(terms.length === 0 || terms.includes(PAYMENT_BUSINESS_DAYS) ? PAYMENT_BUSINESS_DAYS : terms[0]);
}

/** The bid's terms over an offer's values: on a new form, and again once a grain is picked (which resets the place). */
export function offerFormOnBid(values: OfferFormValues, bid: TBidToSellTo): OfferFormValues {
  const { line } = bid;
  const quantity = values.available ? minDec(dec(bid.remaining), dec(values.available)) : dec(bid.remaining);
  const onBid: OfferFormValues = {
    ...values,
    price: line.price,
    quantity: quantity.toDecimalPlaces(3).toString(),
    deliveryPeriodId: String(bid.deliveryPeriod.id),
    deliveryPeriodName: bid.deliveryPeriod.name,
    deliveryPeriodEndDate: bid.deliveryPeriod.endDate ?? '',
    paymentTerms: [paymentTermFor(bid)],
    paymentDate: 'default',
    chemicalDeclaration: bid.chemicalDeclaration === null ? values.chemicalDeclaration : String(bid.chemicalDeclaration),
    ...(bid.varieties.length === 1 ? varietyValues(bid.varieties, []) : {}),
  };
  if (bid.market === 'cgx') return onBid;
  const pricingPoint = (line.pricingPoint ?? bid.pricingPoint ?? 'Ex Farm') as PricingPoint;
  const exact = pricingPoint === 'Free on Truck' && Boolean(line.address) && !line.nearestTown;
  return {
    ...onBid,
    pricingPoint,
    locationMode: exact ? 'exact' : 'approximate',
    address: line.address ?? '',
    nearestTown: line.nearestTown ?? '',
    nearestTownCity: line.nearestTownCity ?? '',
    directions: line.direction ? [line.direction] : [],
    distanceRanges: line.distanceRange ? [line.distanceRange] : [],
    deliveredSiteId: line.deliveredSiteId === null ? '' : String(line.deliveredSiteId),
  };
}

/** A new offer on the bid before its grain is chosen. */
export const offerFormForBid = (bid: TBidToSellTo, client?: { id: number; name: string }): OfferFormValues =>
  offerFormOnBid(
    {
      ...emptyOfferForm(bid.market),
      organisationId: client ? String(client.id) : '',
      clientName: client?.name ?? '',
    },
    bid,
  );

/** The bid in words, above the form: what is sold to, never who. */
export function bidToSellToLabel(bid: TBidToSellTo): string {
  const { line } = bid;
  const place =
    bid.market === 'cgx'
      ? line.site
        ? `at ${line.site.name}`
        : 'at any site of its port zone'
      : [line.pricingPoint ?? bid.pricingPoint, line.nearestTown ?? line.address].filter(Boolean).join(', ');
  return [
    `${bid.commodity.name}${line.grade ? ` ${line.grade.code}` : ''}`,
    bid.season?.name,
    bid.deliveryPeriod.name,
    place,
    `${formatMoney(line.price)}/t`,
    `up to ${formatTonnes(bid.remaining)} mt`,
  ]
    .filter(Boolean)
    .join(' · ');
}
