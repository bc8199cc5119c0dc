import { sydneyDate } from '@cgx/domain/calendar';
import { dec, isDecimalString } from '@cgx/domain/decimal';
import { MSG } from '@cgx/domain/messages';
import type { TUpdateOfferRequest } from '@cgx/domain/orders.schemas';
import { z } from 'zod';
import { type FormIssue, orderFormIssues, orderTermsPayload } from '../../order-form/order-form-checks';
import { ORDER_FIELD_LABELS } from '../../order-form/order-form-values';
import type { OfferFormValues } from './offer-form-values';

/**
 * The offer form's schema (spec 001 §5 'Offers'): the shared checks of features/order-form for a
 * seller (one variety at least, a declaration, a date for a custom expiry), the client an agent
 * sells for, and not more than the grain has available. Its output is the body of POST/PUT
 * /api/offers, which the server checks again with ZCreateOfferRequest / ZUpdateOfferRequest.
 */
export type TOfferFormOutput = Omit<TUpdateOfferRequest, 'passwordToken' | 'reoffer'>;

/** The server's words for more than the grain has (farm-grain-draw.ts, holdings.service.ts). */
export const moreThanAvailable = (available: string) => `Can not be more than the ${available} mt available`;

export type OfferFormContext = {
  /** Traders may leave the expiry without a date (spec 001 §5, §6). */
  expiryRequired: boolean;
  /** An agent names the client it sells for (spec 001 §5 'Client search required'). */
  clientRequired: boolean;
};

export function offerFormIssues(values: OfferFormValues, context: OfferFormContext, today = sydneyDate(new Date())) {
  const source = values.market === 'cgx' ? 'holdingId' : 'farmGrainId';
  const sourceIssues: FormIssue[] = [];
  if (context.clientRequired && !values.organisationId) sourceIssues.push({ path: ['organisationId'], message: MSG.required });
  if (!values[source]) sourceIssues.push({ path: [source], message: MSG.required });
  // The rest of the form shows once the grain is chosen: until then only the client and the grain are asked for.
  if (sourceIssues.length > 0) return sourceIssues;
  const issues = orderFormIssues(values, { today, expiryRequired: context.expiryRequired, checkPrice: true });
  const quantity = values.quantity.trim();
  const alreadyWrong = issues.some((issue) => issue.path[0] === 'quantity');
  // A new offer's (and a re-offer's) limit is what the grain has left; an edit's also counts its own tonnes (savedOfferLimit).
  if (!alreadyWrong && values.available && isDecimalString(quantity) && dec(quantity).greaterThan(dec(values.available))) {
    issues.push({ path: ['quantity'], message: moreThanAvailable(values.available) });
  }
  return issues;
}

/** The API body of the form's values (spec 001 §3 'Offer payload'). */
export function offerPayload(values: OfferFormValues): TOfferFormOutput {
  const terms = orderTermsPayload(values);
  const gradeId = values.meetsIndustryBodyGrade === 'true' && values.gradeId ? Number(values.gradeId) : null;
  const igrain = values.market === 'igrainx';
  const town = {
    nearestTown: values.nearestTown || null,
    nearestTownCity: values.nearestTownCity || null,
    nearestTownDirection: values.directions[0] ?? null,
    nearestTownDistanceRange: values.distanceRanges[0] ?? null,
  };
  const location = !igrain
    ? undefined
    : values.pricingPoint === 'Delivered'
      ? { pricingPoint: values.pricingPoint, deliveredSiteId: Number(values.deliveredSiteId) }
      : values.pricingPoint === 'Free on Truck' && values.locationMode === 'exact'
        ? { pricingPoint: values.pricingPoint, address: values.address.trim(), ...(values.nearestTown ? town : {}) }
        : { pricingPoint: values.pricingPoint || 'Ex Farm', ...town };
  return {
    ...terms,
    chemicalDeclaration: terms.chemicalDeclaration === true,
    gradeId,
    price: values.price.trim(),
    // spec 001 §3: null is Deferred until July; otherwise the one term chosen.
    paymentTerms: values.paymentDate === 'deferred' ? null : (Number(values.paymentTerms[0]) as TOfferFormOutput['paymentTerms']),
    ...(values.organisationId ? { organisationId: Number(values.organisationId) } : {}),
    ...(igrain
      ? {
          farmGrainId: Number(values.farmGrainId),
          storageId: values.storageIds[0] ? Number(values.storageIds[0]) : null,
          location: location as TOfferFormOutput['location'],
        }
      : { holdingId: Number(values.holdingId) }),
  };
}

export const offerFormSchema = (context: OfferFormContext) =>
  z
    .custom<OfferFormValues>((value) => typeof value === 'object' && value !== null)
    .superRefine((values, refinement) => {
      for (const issue of offerFormIssues(values, context))
        refinement.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    })
    .transform(offerPayload);

export const OFFER_FIELD_LABELS = {
  ...ORDER_FIELD_LABELS,
  organisationId: 'Client',
  holdingId: 'Grain',
  farmGrainId: 'Grain',
  storageIds: 'On farm storage',
} as const;

/** The server's error keys on the form's fields (spec 001 §8; docs/api.md 'Orders'). */
export const OFFER_ERROR_MAPPING = {
  fields: [...Object.keys(OFFER_FIELD_LABELS), 'coordinates'],
  aliases: {
    delivery_period: 'deliveryPeriodId',
    qualityParametersAttributes: 'qualityParameters',
    'qualityParametersAttributes.*.amount': 'qualityParameters.*.amount',
    'qualityParametersAttributes.*.qualityParameterId': 'qualityParameters',
    storageId: 'storageIds',
    varietyIds: 'varieties',
    'varietyIds.*': 'varieties',
    location: 'pricingPoint',
    'location.pricingPoint': 'pricingPoint',
    'location.nearestTown': 'nearestTown',
    'location.nearestTownDirection': 'directions',
    'location.nearestTownDistanceRange': 'distanceRanges',
    'location.address': 'address',
    'location.deliveredSiteId': 'deliveredSiteId',
    passwordToken: 'password',
  },
  labels: OFFER_FIELD_LABELS,
};
