import { paymentTermsFromColumns, paymentTermsToPayload } from '@cgx/domain/payment-terms';
import type { findBidGroupView, findOfferView, linesOf } from './orders.repository.ts';

type OfferRow = NonNullable<Awaited<ReturnType<typeof findOfferView>>>;
type GroupRow = NonNullable<Awaited<ReturnType<typeof findBidGroupView>>>;
type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

const named = <T extends { id: number; name: string } | null>(value: T) => (value ? { id: value.id, name: value.name } : null);

/**
 * spec 001 §3 'Offer read fields'; the list is the caller's own, so the seller's name is theirs.
 * `placedAgain`: the re-offers of the offers shown, by the offer each was made from (reoffersOf).
 */
export const presentOffer = (
  { offer, seller, season, commodity, grade, period, site, varieties }: OfferRow,
  placedAgain: ReadonlyMap<number, number> = new Map(),
) => ({
  id: offer.id,
  market: offer.market,
  status: offer.status,
  organisationId: offer.organisationId,
  organisationTradingName: seller,
  season: named(season),
  commodity: { id: commodity.id, name: commodity.name, industryBodyName: commodity.industryBodyName },
  grade: grade ? { id: grade.id, code: grade.code, name: grade.name } : null,
  deliveryPeriod: { id: period.id, name: period.name, endDate: period.endDate },
  site: named(site),
  holdingId: offer.holdingId,
  farmGrainId: offer.farmGrainId,
  pricingPoint: offer.pricingPoint,
  nearestTown: offer.nearestTown,
  quantity: offer.quantity,
  remaining: offer.remaining,
  price: offer.price,
  expiryDate: offer.expiryDate,
  paymentTerms: paymentTermsToPayload(paymentTermsFromColumns(offer.paymentTermsKind, offer.paymentTermsDays)),
  chemicalDeclaration: offer.chemicalDeclaration,
  varieties,
  termsAndConditions: offer.termsAndConditions,
  reofferedAs: placedAgain.get(offer.id) ?? null,
  createdAt: offer.createdAt.toISOString(),
});

export const presentOfferDetail = (
  row: OfferRow,
  qualityParameters: { qualityParameterId: number; amount: string }[],
  placedAgain?: ReadonlyMap<number, number>,
) => ({
  ...presentOffer(row, placedAgain),
  storageId: row.offer.storageId,
  chemicalApplicationDate: row.offer.chemicalApplicationDate,
  chemicalRate: row.offer.chemicalRate,
  chemicalTreatment: row.offer.chemicalTreatment,
  location: {
    deliveredSiteId: row.offer.deliveredSiteId,
    nearestTownCity: row.offer.nearestTownCity,
    nearestTownDirection: row.offer.nearestTownDirection,
    nearestTownDistanceRange: row.offer.nearestTownDistanceRange,
    address: row.offer.address,
  },
  qualityParameters,
});

/** A bid and its lines; `placedAgain`: the rebids of the bids shown, by the bid each was made from (rebidsOf). */
export const presentBidGroup = (
  { group, season, commodity, period, varieties }: GroupRow,
  lines: LineRow[],
  placedAgain: ReadonlyMap<number, number> = new Map(),
) => ({
  id: group.id,
  market: group.market,
  status: group.status,
  isBidSheet: group.isBidSheet,
  season: named(season),
  commodity: { id: commodity.id, name: commodity.name, industryBodyName: commodity.industryBodyName },
  deliveryPeriod: { id: period.id, name: period.name, endDate: period.endDate },
  quantity: group.quantity,
  remaining: group.remaining,
  expiryDate: group.expiryDate,
  paymentTerms: group.paymentTerms,
  storageIds: group.storageIds,
  varieties,
  termsAndConditions: group.termsAndConditions,
  chemicalDeclaration: group.chemicalDeclaration,
  pricingPoint: group.pricingPoint,
  lines: lines
    .filter(({ line }) => line.bidGroupId === group.id)
    .map(({ line, grade, site }) => ({
      id: line.id,
      grade: grade ? { id: grade.id, code: grade.code, name: grade.name } : null,
      site: named(site),
      portZoneId: line.portZoneId,
      nearestTown: line.nearestTown,
      direction: line.nearestTownDirection,
      distanceRange: line.nearestTownDistanceRange,
      deliveredSiteId: line.deliveredSiteId,
      nearestTownCity: line.nearestTownCity,
      address: line.address,
      pricingPoint: line.pricingPoint,
      price: line.price,
    })),
  rebidAs: placedAgain.get(group.id) ?? null,
  createdAt: group.createdAt.toISOString(),
});

/** The bid form's read of one bid: the list's view plus the chemical details and quality limits. */
export const presentBidDetail = (
  row: GroupRow,
  lines: LineRow[],
  qualityParameters: { qualityParameterId: number; amount: string }[],
  placedAgain?: ReadonlyMap<number, number>,
) => ({
  ...presentBidGroup(row, lines, placedAgain),
  chemicalApplicationDate: row.group.chemicalApplicationDate,
  chemicalRate: row.group.chemicalRate,
  chemicalTreatment: row.group.chemicalTreatment,
  qualityParameters,
});
