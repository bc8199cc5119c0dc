import type { LocalDate } from './calendar.ts';
import {
  FUTURE_MIN_QUANTITY,
  MAX_ORDER_QUANTITY,
  MAX_PRICE,
  NOW_MIN_QUANTITY,
  QUALITY_AMOUNT_MAX_LENGTH,
  QUALITY_TEXT_MAX_LENGTH,
} from './constants.ts';
import { dec, isDecimalString } from './decimal.ts';
import {
  MSG,
  priceAboveMaximumMessage,
  qualityDecimalsMessage,
  quantityAboveMaximumMessage,
  quantityBelowMinimumMessage,
} from './messages.ts';
import { igrainLocationProblems } from './igrain-location.ts';
import { type FieldProblem, fieldRule, type Loose, problemsUnder, textOf } from './validation.ts';

/**
 * The field rules of bids and offers (spec 001 §5), each returning the spec's message or null.
 * Forms and the API both call them, so a user reads the same words from either.
 */

/** A delivery period is 'now' (grain on hand, delivered at once) or a future one (spec 001 §4). */
export type DeliveryPeriodKind = 'now' | 'future';

/** spec 001 §5: the minimum quantity of an order depends on the delivery period (values are ours, see constants.ts). */
export const minimumQuantityFor = (deliveryPeriodKind: DeliveryPeriodKind): string =>
  deliveryPeriodKind === 'now' ? NOW_MIN_QUANTITY : FUTURE_MIN_QUANTITY;

/** spec 001 §5: required, greater than 0, and at least the minimum for the delivery period. */
export function quantityError(quantity: string | null | undefined, deliveryPeriodKind: DeliveryPeriodKind): string | null {
  const text = quantity?.trim() ?? '';
  if (text === '') return MSG.required;
  if (!isDecimalString(text)) return MSG.mustBeNumber;
  const value = dec(text);
  if (value.lessThanOrEqualTo(0)) return MSG.quantityPositive;
  const minimum = minimumQuantityFor(deliveryPeriodKind);
  if (value.lessThan(minimum)) return quantityBelowMinimumMessage(minimum, deliveryPeriodKind);
  return quantityMaximumError(text);
}

/** The business maximum of one order's quantity (decision 0050); null when within it. */
export const quantityMaximumError = (quantity: string): string | null =>
  isDecimalString(quantity) && dec(quantity).greaterThan(MAX_ORDER_QUANTITY) ? quantityAboveMaximumMessage(MAX_ORDER_QUANTITY) : null;

/** The business maximum of a price in $/mt (decision 0050); null when within it. */
export const priceMaximumError = (price: string): string | null =>
  isDecimalString(price) && dec(price).greaterThan(MAX_PRICE) ? priceAboveMaximumMessage(MAX_PRICE) : null;

/**
 * spec 001 §5: an expiry date may not be after the end of the delivery period. A period without
 * an end date sets no limit. (The 'not before today' minimum is the date picker's, in Sydney time.)
 */
export function expiryDateError(expiryDate: LocalDate, deliveryPeriodEndDate: LocalDate | null): string | null {
  if (deliveryPeriodEndDate !== null && expiryDate > deliveryPeriodEndDate) return MSG.expiryAfterDeliveryPeriod;
  return null;
}

/** spec 001 §3: the units of quality parameters (the spec spells 'celcius') and the decimals each is shown with. */
export const QUALITY_UNITS = ['%', 'kg/hl', 'sec', 'cm', 'g', 'celcius', 'other'] as const;
export type QualityUnit = (typeof QUALITY_UNITS)[number];
export const QUALITY_UNIT_DECIMALS: Readonly<Record<QualityUnit, number>> = {
  '%': 2,
  'kg/hl': 2,
  sec: 0,
  cm: 2,
  g: 2,
  celcius: 0,
  other: 0,
};

export const isQualityUnit = (unit: string): unit is QualityUnit => (QUALITY_UNITS as readonly string[]).includes(unit);

/** A unit's decimals; a unit outside the table is 'other' (0). */
export const qualityUnitDecimals = (unit: string): number =>
  isQualityUnit(unit) ? QUALITY_UNIT_DECIMALS[unit] : QUALITY_UNIT_DECIMALS.other;

/** The longest unit's length: an amount longer than 15 characters plus this is too long whatever its unit. */
const LONGEST_UNIT_LENGTH = Math.max(...QUALITY_UNITS.map((unit) => unit.length));

/** A quality amount as it is stored and compared (matching reads it with `dec`): digits, optionally a point and digits. */
const QUALITY_NUMBER = /^\d+(\.\d+)?$/;

/** A negative number ('-1', '-0.5', '- 3'); '-0' is zero, not negative. */
const isNegative = (text: string) => /^-\s*\.?\d/.test(text) && !(isDecimalString(text) && dec(text).isZero());

/**
 * spec 001 §5 and §9, the part that needs no unit (the request's own schema checks it): a quality
 * parameter amount is required (ours: a limit without an amount means nothing), not longer than 15
 * characters plus the longest unit's, not a negative number, and a number: matching compares it
 * with the other side's (decision 0142; 'abc' or 'Nil' would never meet a limit).
 */
export function qualityAmountTextError(amount: string): string | null {
  const text = amount.trim();
  if (text === '') return MSG.required;
  if (text.length > QUALITY_AMOUNT_MAX_LENGTH + LONGEST_UNIT_LENGTH) return MSG.qualityValueTooLong;
  if (isNegative(text)) return MSG.notNegative;
  if (!QUALITY_NUMBER.test(text)) return MSG.mustBeNumber;
  return null;
}

/**
 * spec 001 §3, §5 and §9, with the parameter's unit: at most 15 characters plus the unit's length,
 * amount and unit together at most 255, a number that is not negative (the schema's part), with at
 * most the unit's decimals, and a percentage at most 100. A unit not known yet ('': a form still
 * reading the parameters) checks the schema's part alone.
 */
export function qualityAmountError(amount: string, unit: string): string | null {
  const text = amount.trim();
  if (text === '') return MSG.required;
  if (text.length > QUALITY_AMOUNT_MAX_LENGTH + unit.length || text.length + unit.length > QUALITY_TEXT_MAX_LENGTH) {
    return MSG.qualityValueTooLong;
  }
  const plain = qualityAmountTextError(text);
  if (plain || unit === '') return plain;
  const decimals = qualityUnitDecimals(unit);
  if ((text.split('.')[1]?.length ?? 0) > decimals) return qualityDecimalsMessage(decimals);
  if (unit === '%' && dec(text).greaterThan(100)) return MSG.qualityPercentAboveHundred;
  return null;
}

/**
 * Each quality amount checked with its parameter's unit, on `qualityParametersAttributes.N.amount`.
 * The unit comes from the parameter (the server looks it up; a form has it from the list it shows);
 * a parameter whose unit is not known is left to the check that it exists.
 */
export function qualityAmountProblems(attributes: unknown, unitOf: (qualityParameterId: number) => string | undefined): FieldProblem[] {
  if (!Array.isArray(attributes)) return [];
  return attributes.flatMap((attribute: unknown, index) => {
    const { qualityParameterId, amount } = (typeof attribute === 'object' && attribute !== null ? attribute : {}) as Record<
      string,
      unknown
    >;
    const unit = typeof qualityParameterId === 'number' ? unitOf(qualityParameterId) : undefined;
    const problem = unit === undefined || typeof amount !== 'string' ? null : qualityAmountError(amount, unit);
    return problem ? [{ path: ['qualityParametersAttributes', index, 'amount'], message: problem }] : [];
  });
}

/** For a form that knows the units: `ZCreateBidRequest.check(qualityAmountsRule(unitOf))` says what the server will. */
export const qualityAmountsRule = (unitOf: (qualityParameterId: number) => string | undefined) =>
  fieldRule<{ qualityParametersAttributes: unknown }>((value) => qualityAmountProblems(value.qualityParametersAttributes, unitOf));

/** spec 001 §5: the 'Add' quality-parameter modal needs at least one selection. */
export const qualityParameterSelectionError = (selectedCount: number): string | null =>
  selectedCount > 0 ? null : MSG.selectQualityParameter;

const objectOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * spec 001 §3/§5, where a bid's lines are: a cgx line names a site or a port zone (any site in it),
 * 'Required' on its siteId; an igrainX line a pricing point (its own or the bid's, 'Required' on
 * its location's) and the place that pricing point needs. A line an edit removes (`delete`) is not
 * checked, and an edit keeps at least one line.
 */
export function bidLinesProblems(bid: Loose<{ market: string; pricingPoint: string; bidsAttributes: unknown[] }>): FieldProblem[] {
  if (!Array.isArray(bid.bidsAttributes) || bid.bidsAttributes.length === 0) return [];
  const problems: FieldProblem[] = [];
  let kept = 0;
  bid.bidsAttributes.forEach((raw: unknown, index) => {
    const line = objectOf(raw);
    if (line.delete === true) return;
    kept += 1;
    if (bid.market === 'igrainx') {
      const location = objectOf(line.location);
      const pricingPoint = textOf(location.pricingPoint) || textOf(bid.pricingPoint);
      const at = ['bidsAttributes', index, 'location'];
      if (pricingPoint === '') problems.push({ path: [...at, 'pricingPoint'], message: MSG.required });
      else problems.push(...problemsUnder(at, igrainLocationProblems(location, pricingPoint)));
    } else if (!line.siteId && !line.portZoneId) {
      problems.push({ path: ['bidsAttributes', index, 'siteId'], message: MSG.required });
    }
  });
  if (kept === 0) problems.push({ path: ['bidsAttributes'], message: MSG.required });
  return problems;
}

/**
 * What an offer draws on and where (decision 0072, spec 001 §3): a cgx offer names the holding it
 * draws on; an igrainX offer the grain declared on farm and its location, checked as the location
 * rules say. Each missing one is 'Required' on its field.
 */
export function offerSourceProblems(
  offer: Loose<{ market: string; holdingId: number; farmGrainId: number; location: unknown }>,
): FieldProblem[] {
  if (offer.market !== 'igrainx') return offer.holdingId ? [] : [{ path: ['holdingId'], message: MSG.required }];
  const problems: FieldProblem[] = [];
  if (!offer.farmGrainId) problems.push({ path: ['farmGrainId'], message: MSG.required });
  if (offer.location === undefined || offer.location === null) problems.push({ path: ['location'], message: MSG.required });
  else problems.push(...problemsUnder(['location'], igrainLocationProblems(offer.location, objectOf(offer.location).pricingPoint)));
  return problems;
}
