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
import { MSG, priceAboveMaximumMessage, quantityAboveMaximumMessage, quantityBelowMinimumMessage } from './messages.ts';

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

/**
 * spec 001 §5 and §9: a quality parameter amount is text (it may be '12.5' or 'Nil'); it may be at
 * most 15 characters plus the unit's length, amount and unit together at most 255, and a negative
 * number is refused. An empty amount is 'Required' (ours: a limit without an amount means nothing).
 */
export function qualityAmountError(amount: string, unit: string): string | null {
  const text = amount.trim();
  if (text === '') return MSG.required;
  if (text.length > QUALITY_AMOUNT_MAX_LENGTH + unit.length || text.length + unit.length > QUALITY_TEXT_MAX_LENGTH) {
    return MSG.qualityValueTooLong;
  }
  if (/^-\s*\.?\d/.test(text) && !(isDecimalString(text) && dec(text).isZero())) return MSG.notNegative;
  return null;
}

/** spec 001 §5: the 'Add' quality-parameter modal needs at least one selection. */
export const qualityParameterSelectionError = (selectedCount: number): string | null =>
  selectedCount > 0 ? null : MSG.selectQualityParameter;
