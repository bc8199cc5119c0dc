import type { TFarmGrain } from '@cgx/domain/farm-grain.schemas';
import type { THolding } from '@cgx/domain/holdings.schemas';
import type { TOfferDetailView } from '@cgx/domain/orders.schemas';
import { PAYMENT_BUSINESS_DAYS } from '@cgx/domain/constants';
import { dec, tonnes } from '@cgx/domain/decimal';
import { emptyOrderForm, type OrderFormValues, type PricingPoint, varietyValues } from '../../order-form/order-form-values';

/**
 * What the offer form holds (spec 001 §3 'Offer payload' and the offer form's own fields): the
 * shared order fields, the grain the offer draws on and, for an agent, the client it sells for.
 */
export type OfferFormValues = OrderFormValues & {
  /** cgx: the holding (grain at a storage site); igrainX: the grain declared on farm. */
  holdingId: string;
  farmGrainId: string;
  /** What the grain is, in words, and the tonnes it still has for a new offer (shown, not sent). */
  grainLabel: string;
  available: string;
  /** An agent's client: the grower's organisation id (spec 001 §5 'Client search required'). */
  organisationId: string;
  clientName: string;
  /** The grain fixes these: its season and commodity always, its grade when it has one. */
  gradeFixed: boolean;
};

export type OfferFormMode = 'create' | 'edit' | 'reoffer';

/** An offer's defaults (spec 001 §3): 'Within 7 business days', a declaration to choose, one variety at least. */
export const emptyOfferForm = (market: OrderFormValues['market']): OfferFormValues => ({
  ...emptyOrderForm(market),
  varieties: [],
  paymentTerms: [String(PAYMENT_BUSINESS_DAYS)],
  storageIds: [],
  chemicalDeclaration: '',
  holdingId: '',
  farmGrainId: '',
  grainLabel: '',
  available: '',
  organisationId: '',
  clientName: '',
  gradeFixed: false,
});

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** What the grain is, in words: the picker's option and the form's heading. */
export const holdingLabel = (holding: THolding) =>
  `${holding.commodity.name} ${holding.grade.code}, ${holding.season.name}, at ${holding.site.name} (NGR ${holding.ngr})`;
export const farmGrainLabel = (grain: TFarmGrain) =>
  `${grain.commodity.name} ${grain.grade?.code ?? '(ungraded)'}, ${grain.season.name}, declared on farm`;

/** A new cgx offer on a holding: its season, commodity, grade and site are the holding's. */
export function offerFormFromHolding(holding: THolding, client?: { id: number; name: string }): OfferFormValues {
  return {
    ...emptyOfferForm('cgx'),
    holdingId: String(holding.id),
    grainLabel: holdingLabel(holding),
    available: holding.available,
    seasonId: String(holding.season.id),
    seasonName: holding.season.name,
    commodityId: String(holding.commodity.id),
    commodityName: holding.commodity.name,
    gradeId: String(holding.grade.id),
    gradeName: holding.grade.name,
    gradeCode: holding.grade.code,
    gradeFixed: true,
    warehouse: `site:${holding.site.id}`,
    state: holding.site.state,
    organisationId: client ? String(client.id) : '',
    clientName: client?.name ?? '',
  };
}

/** A new igrainX offer on grain declared on farm: its season, commodity, grade (if graded), storage and place. */
export function offerFormFromFarmGrain(grain: TFarmGrain, client?: { id: number; name: string }): OfferFormValues {
  const { location } = grain;
  return {
    ...emptyOfferForm('igrainx'),
    farmGrainId: String(grain.id),
    grainLabel: farmGrainLabel(grain),
    available: grain.available,
    seasonId: String(grain.season.id),
    seasonName: grain.season.name,
    commodityId: String(grain.commodity.id),
    commodityName: grain.commodity.name,
    gradeId: text(grain.grade?.id),
    gradeName: text(grain.grade?.name),
    gradeCode: text(grain.grade?.code),
    gradeFixed: grain.grade !== null,
    storageIds: grain.storage ? [String(grain.storage.id)] : [],
    pricingPoint: 'Ex Farm',
    locationMode: location.address && !location.nearestTown ? 'exact' : 'approximate',
    nearestTown: text(location.nearestTown),
    nearestTownCity: text(location.nearestTownCity),
    directions: location.nearestTownDirection ? [location.nearestTownDirection] : [],
    distanceRanges: location.nearestTownDistanceRange ? [location.nearestTownDistanceRange] : [],
    address: text(location.address),
    state: text(location.state),
    organisationId: client ? String(client.id) : '',
    clientName: client?.name ?? '',
  };
}

/**
 * The most a saved offer's quantity may be, from what its grain has available now (issue 24): a
 * re-offer is a new offer, so the grain's available tonnes; an edit also has its own quantity (its
 * remaining is counted as on offer and its trades as sold, so the server allows available + both).
 * Unknown ('') when the grain could not be read: the server still checks.
 */
export function savedOfferLimit(offer: Pick<TOfferDetailView, 'quantity'>, mode: OfferFormMode, grainAvailable: string | undefined) {
  if (!grainAvailable) return '';
  return mode === 'reoffer' ? grainAvailable : tonnes(dec(grainAvailable).plus(offer.quantity));
}

/**
 * A saved offer's values, to edit it or offer it again (spec 001 §4): a re-offer keeps the old
 * terms and clears the expiry; an edit keeps its own. `grainAvailable`, the tonnes its grain has
 * available, lets the form refuse too many tonnes before the password step, as a new offer's does.
 */
export function offerFormFromOffer(offer: TOfferDetailView, mode: OfferFormMode, grainAvailable?: string): OfferFormValues {
  const withExpiry = mode === 'edit' && offer.expiryDate;
  const pricingPoint = (offer.pricingPoint ?? '') as PricingPoint | '';
  return {
    ...emptyOfferForm(offer.market),
    holdingId: text(offer.holdingId),
    farmGrainId: text(offer.farmGrainId),
    available: savedOfferLimit(offer, mode, grainAvailable),
    grainLabel: [
      `${offer.commodity.name} ${offer.grade?.code ?? ''}`.trim(),
      offer.season?.name,
      offer.site ? `at ${offer.site.name}` : offer.market === 'igrainx' ? 'declared on farm' : '',
    ]
      .filter(Boolean)
      .join(', '),
    organisationId: String(offer.organisationId),
    clientName: offer.organisationTradingName,
    seasonId: text(offer.season?.id),
    seasonName: text(offer.season?.name),
    commodityId: String(offer.commodity.id),
    commodityName: offer.commodity.name,
    industryBodyName: text(offer.commodity.industryBodyName),
    meetsIndustryBodyGrade: offer.grade || offer.qualityParameters.length === 0 ? 'true' : 'false',
    gradeId: text(offer.grade?.id),
    gradeName: text(offer.grade?.name),
    gradeCode: text(offer.grade?.code),
    gradeFixed: offer.market === 'cgx',
    ...varietyValues(offer.varieties, []),
    quantity: offer.quantity,
    deliveryPeriodId: String(offer.deliveryPeriod.id),
    deliveryPeriodName: offer.deliveryPeriod.name,
    deliveryPeriodEndDate: text(offer.deliveryPeriod.endDate),
    expiryMode: withExpiry ? 'custom' : 'default',
    expiryDate: withExpiry ? text(offer.expiryDate) : '',
    paymentTerms: [String(offer.paymentTerms ?? PAYMENT_BUSINESS_DAYS)],
    paymentDate: offer.paymentTerms === null ? 'deferred' : 'default',
    storageIds: offer.storageId ? [String(offer.storageId)] : [],
    termsAndConditions: offer.termsAndConditions,
    chemicalDeclaration: offer.chemicalDeclaration ? 'true' : 'false',
    chemicalTreatment: text(offer.chemicalTreatment),
    chemicalRate: text(offer.chemicalRate),
    chemicalApplicationDate: text(offer.chemicalApplicationDate),
    qualityParameters: offer.qualityParameters.map((row) => ({
      qualityParameterId: String(row.qualityParameterId),
      amount: row.amount,
      name: '',
      unit: '',
      limit: '',
    })),
    price: offer.price,
    warehouse: offer.site ? `site:${offer.site.id}` : '',
    pricingPoint: offer.market === 'igrainx' ? pricingPoint : '',
    locationMode: pricingPoint === 'Free on Truck' && offer.location.address ? 'exact' : 'approximate',
    nearestTown: text(offer.nearestTown),
    nearestTownCity: text(offer.location.nearestTownCity),
    directions: offer.location.nearestTownDirection ? [offer.location.nearestTownDirection] : [],
    distanceRanges: offer.location.nearestTownDistanceRange ? [offer.location.nearestTownDistanceRange] : [],
    address: text(offer.location.address),
    deliveredSiteId: text(offer.location.deliveredSiteId),
  };
}
