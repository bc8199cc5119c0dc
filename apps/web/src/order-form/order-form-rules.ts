import { dec } from '@cgx/domain/decimal';
import { qualityUnitDecimals } from '@cgx/domain/order-rules';
import { paymentTermsLabel } from '@cgx/domain/payment-terms';
import { PAYMENT_BUSINESS_DAYS } from '@cgx/domain/constants';
import { COMPASS_DIRECTIONS, DISTANCE_RANGES } from '@cgx/domain/igrain-location';
import { ANY } from './order-form-values';

/**
 * The rules of spec 001 §4 that shape a trading form while it is filled in: pure functions of
 * the values, tested in order-form-rules.test.ts.
 */

/** spec 001 §4: a delivery period whose name contains Jul forces the default payment date, and Deferred until July is off. */
export const isJulyPeriod = (periodName: string): boolean => /jul/i.test(periodName);

/** spec 001 §3, §6: Deferred until July is for sellers (not traders), and never for a July delivery period. */
export const deferredAllowed = (sellerMayDefer: boolean, periodName: string): boolean => sellerMayDefer && !isJulyPeriod(periodName);

/**
 * spec 001 §4: a delivery period with an end date sets the expiry to custom, on that end date (so
 * an order does not outlive its delivery period, decision 0160); one without an end date (Now) sets it to default.
 */
export function expiryForPeriod(endDate: string | null | undefined): { expiryMode: 'default' | 'custom'; expiryDate: string } {
  return endDate ? { expiryMode: 'custom', expiryDate: endDate } : { expiryMode: 'default', expiryDate: '' };
}

/** The minimum-quantity rule's kind of a delivery period (spec 001 §4 'Now versus future'). */
export const periodKind = (kind: string): 'now' | 'future' => (kind === 'now' ? 'now' : 'future');

/** spec 001 §3: the decimals a quality parameter's amount is written with, by unit ('other' and unknown units: 0). */
export const qualityDecimals = qualityUnitDecimals;

/**
 * A number is written with its unit's decimals on leaving the field ('12.5' % → '12.50', '.5' →
 * '0.50'). One with more decimals than its unit has is left as typed, never rounded, so the rule
 * says on its row why it is refused (issue 24); text and negative numbers stay for the rule too.
 */
export function formatQualityAmount(amount: string, unit: string): string {
  const text = amount.trim();
  if (unit === '' || !/^(\d+\.?\d*|\.\d+)$/.test(text)) return amount;
  const decimals = qualityDecimals(unit);
  if ((text.split('.')[1]?.length ?? 0) > decimals) return amount;
  return dec(text.replace(/^\./, '0.').replace(/\.$/, '')).toFixed(decimals);
}

/**
 * A multi-select with an 'Any' choice (spec 001 §6: traders may leave varieties, storages and
 * payment terms as Any): choosing Any clears the others, choosing another clears Any.
 */
export function withAnyChoice(previous: string[], next: string[]): string[] {
  const addedAny = next.includes(ANY) && !previous.includes(ANY);
  if (addedAny) return [ANY];
  return next.length > 1 ? next.filter((value) => value !== ANY) : next;
}

/** The wire form of such a list: Any (or nothing chosen yet) is the empty list. */
export const anyToEmpty = (values: string[]): string[] => (values.includes(ANY) ? [] : values);

/** The payment terms a form offers (spec 001 §3): within 7 business days, then 14, 21 and 28 days EOW of delivery. */
export const PAYMENT_TERM_OPTIONS: { value: string; label: string }[] = [
  { value: String(PAYMENT_BUSINESS_DAYS), label: paymentTermsLabel({ kind: 'business_days', days: PAYMENT_BUSINESS_DAYS }) },
  ...([14, 21, 28] as const).map((days) => ({ value: String(days), label: `${paymentTermsLabel({ kind: 'eow', days })} of delivery` })),
];

export const paymentTermLabel = (value: string): string =>
  PAYMENT_TERM_OPTIONS.find((option) => option.value === value)?.label ?? (value === ANY ? 'Any' : value);

/** spec 001 §3 'Bid line': the places a location section describes, one per priced row. */
export type LocationRow = { key: string; label: string; direction?: string; distanceRange?: string };

/**
 * The rows an approximate location makes: one per distance and direction (spec 001 §2 'Bid sheet:
 * rows per distance and direction'), ordered by distance then the compass.
 */
export function approximateRows(town: string, directions: string[], ranges: string[]): LocationRow[] {
  const orderedRanges = DISTANCE_RANGES.filter((range) => ranges.includes(range));
  const orderedDirections = COMPASS_DIRECTIONS.filter((direction) => directions.includes(direction));
  return orderedRanges.flatMap((distanceRange) =>
    orderedDirections.map((direction) => ({
      key: `${direction}|${distanceRange}`,
      label: `${distanceRange} ${direction} of ${town}`,
      direction,
      distanceRange,
    })),
  );
}
