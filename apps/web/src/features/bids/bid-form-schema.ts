import { sydneyDate } from '@cgx/domain/calendar';
import { feePriceError } from '@cgx/domain/fees.schemas';
import type { TUpdateBidRequest } from '@cgx/domain/orders.schemas';
import { z } from 'zod';
import { orderFormIssues, orderTermsPayload } from '../../order-form/order-form-checks';
import { anyToEmpty } from '../../order-form/order-form-rules';
import { ORDER_FIELD_LABELS } from '../../order-form/order-form-values';
import type { BidFormValues, BidLineValues } from './bid-form-values';

/**
 * The bid form's schema (spec 001 §5 'Bids'): the shared checks of features/order-form with a
 * trader's allowances (Any, an optional expiry), then the bid's priced rows; its output is the
 * body of POST/PUT /api/bids, which the server checks again with ZCreateBidRequest / ZUpdateBidRequest.
 */
export type TBidFormOutput = Omit<TUpdateBidRequest, 'passwordToken'>;

const priced = (values: BidFormValues) => values.lines.length > 1 && values.priceType === 'individual';

export function bidFormIssues(values: BidFormValues, today = sydneyDate(new Date())) {
  const issues = orderFormIssues(values, { today, expiryRequired: false, checkPrice: !priced(values) });
  if (priced(values)) {
    values.lines.forEach((line, index) => {
      const problem = feePriceError(line.price.trim());
      if (problem) issues.push({ path: ['lines', index, 'price'], message: problem });
    });
  }
  // The location is chosen but makes no row yet (a town without a direction, say): its own fields say why.
  return issues;
}

function lineLocation(values: BidFormValues, line: BidLineValues) {
  if (values.market === 'cgx') {
    const [kind, id] = line.key.split(':');
    return kind === 'site' ? { siteId: Number(id) } : { portZoneId: Number(id) };
  }
  const pricingPoint = values.pricingPoint || undefined;
  if (values.pricingPoint === 'Delivered') return { location: { pricingPoint, deliveredSiteId: Number(values.deliveredSiteId) } };
  const town = values.nearestTown
    ? {
        nearestTown: values.nearestTown,
        nearestTownCity: values.nearestTownCity || null,
        nearestTownDirection: line.direction ?? values.directions[0] ?? null,
        nearestTownDistanceRange: line.distanceRange ?? values.distanceRanges[0] ?? null,
      }
    : {};
  if (values.pricingPoint === 'Free on Truck' && values.locationMode === 'exact') {
    return { location: { pricingPoint, address: values.address.trim(), ...town } };
  }
  return { location: { pricingPoint, ...town } };
}

/** The API body of the form's values: ids and the dropped rows (`delete`) only matter to an edit. */
export function bidPayload(values: BidFormValues): TBidFormOutput {
  const gradeId = values.meetsIndustryBodyGrade === 'true' && values.gradeId ? Number(values.gradeId) : null;
  const priceOf = (line: BidLineValues) => (priced(values) ? line.price.trim() : values.price.trim());
  return {
    ...orderTermsPayload(values),
    varietyIds: anyToEmpty(values.varieties).map(Number),
    paymentTerms: anyToEmpty(values.paymentTerms).map(Number) as TBidFormOutput['paymentTerms'],
    storageIds: anyToEmpty(values.storageIds).map(Number),
    pricingPoint: values.market === 'igrainx' && values.pricingPoint ? values.pricingPoint : null,
    bidsAttributes: [
      ...values.lines.map((line) => ({
        ...(line.id !== undefined ? { id: line.id } : {}),
        delete: false,
        gradeId,
        price: priceOf(line),
        ...lineLocation(values, line),
      })),
      ...values.removedLines.map((line) => ({ id: line.id, delete: true, gradeId, price: line.price })),
    ],
  };
}

export const ZBidForm = z
  .custom<BidFormValues>((value) => typeof value === 'object' && value !== null)
  .superRefine((values, context) => {
    for (const issue of bidFormIssues(values)) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  })
  .transform(bidPayload);

/** The server's error keys on the form's fields (spec 001 §8; docs/api.md 'Orders'); a row's price goes to its row when rows are priced one by one. */
export const bidErrorMapping = (pricedRows: boolean) => ({
  fields: [...Object.keys(ORDER_FIELD_LABELS), 'lines.*.price', 'coordinates'],
  aliases: {
    delivery_period: 'deliveryPeriodId',
    qualityParametersAttributes: 'qualityParameters',
    'qualityParametersAttributes.*.amount': 'qualityParameters.*.amount',
    'qualityParametersAttributes.*.qualityParameterId': 'qualityParameters',
    'bidsAttributes.*.gradeId': 'gradeId',
    'bidsAttributes.*.siteId': 'warehouse',
    'bidsAttributes.*.portZoneId': 'warehouse',
    'bidsAttributes.*.location.pricingPoint': 'pricingPoint',
    'bidsAttributes.*.location.nearestTown': 'nearestTown',
    'bidsAttributes.*.location.nearestTownDirection': 'directions',
    'bidsAttributes.*.location.nearestTownDistanceRange': 'distanceRanges',
    'bidsAttributes.*.location.address': 'address',
    'bidsAttributes.*.location.deliveredSiteId': 'deliveredSiteId',
    storageId: 'storageIds',
    varietyIds: 'varieties',
    'varietyIds.*': 'varieties',
    passwordToken: 'password',
    'bidsAttributes.*.price': pricedRows ? 'lines.*.price' : 'price',
  },
  labels: { ...ORDER_FIELD_LABELS, 'lines.*.price': 'Price' },
});
