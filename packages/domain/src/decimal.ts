import DecimalJs from 'decimal.js';

/**
 * Money ($, $/mt) and quantities (mt) are never JavaScript numbers: 0.1 + 0.2 is not 0.3, and
 * an exchange must add up to the cent and the kilogram. This is decimal.js configured once for
 * the whole domain: 40 significant digits (far beyond any price × tonnage we meet), half-up
 * rounding (what an Australian invoice reader expects: 0.005 → 0.01), and never exponent
 * notation in strings, so `toString()` is always a plain decimal that can cross the API.
 */
export const Decimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});
export type Decimal = DecimalJs;

export type DecimalInput = string | number | DecimalJs;

/**
 * A decimal string as it crosses the API: optional minus, digits, optional fraction ("123.45",
 * "-0.5", "20"). No exponent, no hex, no "NaN"/"Infinity" (all of which decimal.js would take).
 */
export const DECIMAL_STRING_PATTERN = /^-?\d+(\.\d+)?$/;

export const isDecimalString = (text: string): boolean => DECIMAL_STRING_PATTERN.test(text.trim());

/**
 * A Decimal from an API string, an integer-ish constant or another Decimal. Throws a RangeError
 * for anything that is not a finite plain decimal. Numbers are accepted for constants such as
 * TOLERANCE_PERCENT (decimal.js takes a number's shortest decimal form, so 1.5 is exactly 1.5);
 * never feed it the result of float arithmetic.
 */
export function dec(value: DecimalInput): Decimal {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!DECIMAL_STRING_PATTERN.test(text)) throw new RangeError(`Not a decimal: ${JSON.stringify(value)}`);
    return new Decimal(text);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return new Decimal(value);
  }
  if (!value.isFinite()) throw new RangeError(`Not a finite decimal: ${value.toString()}`);
  return new Decimal(value);
}

/** Like dec, but null instead of throwing: for rules that must answer 'no' rather than fail on bad data. */
export function tryDec(value: unknown): Decimal | null {
  if (typeof value !== 'string' && typeof value !== 'number' && !DecimalJs.isDecimal(value)) return null;
  try {
    return dec(value as DecimalInput);
  } catch {
    return null;
  }
}

/** Minus zero prints as "-0.00" in decimal.js; nobody wants to read that on an invoice. */
const withoutMinusZero = (text: string): string => (/^-0(\.0+)?$/.test(text) ? text.slice(1) : text);

/** $ and $/mt: always two decimals, half-up ("250" → "250.00", "0.005" → "0.01"). */
export const money = (value: DecimalInput): string => withoutMinusZero(dec(value).toFixed(2, Decimal.ROUND_HALF_UP));

/**
 * mt: always three decimals (to the kilogram), half-up, trailing zeros kept ("25" → "25.000"),
 * so a column of tonnages lines up and a reader sees the precision the exchange works to.
 */
export const tonnes = (value: DecimalInput): string => withoutMinusZero(dec(value).toFixed(3, Decimal.ROUND_HALF_UP));

/** The exact value as a plain decimal string, no rounding ("1.50" → "1.5"): for results that must add up exactly. */
export const decString = (value: DecimalInput): string => withoutMinusZero(dec(value).toFixed());

function pick(values: readonly DecimalInput[], better: (candidate: Decimal, best: Decimal) => boolean): Decimal {
  const [first, ...rest] = values;
  if (first === undefined) throw new RangeError('At least one value is needed');
  let best = dec(first);
  for (const value of rest) {
    const candidate = dec(value);
    if (better(candidate, best)) best = candidate;
  }
  return best;
}

/** The smallest of one or more decimals. */
export const minDec = (...values: DecimalInput[]): Decimal => pick(values, (candidate, best) => candidate.lessThan(best));

/** The largest of one or more decimals. */
export const maxDec = (...values: DecimalInput[]): Decimal => pick(values, (candidate, best) => candidate.greaterThan(best));
