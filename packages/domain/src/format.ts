import type { Decimal } from './decimal.ts';

/**
 * How money, tonnes and days read wherever a person reads them: the screens, the PDFs (contract
 * notes, invoices, statements, remittance advice), the e-mails, SMS and notifications, and the
 * downloads' descriptions (decision 0208). Half-up as design §5 rounds (money to the cent, tonnes to
 * the kilogram), thousands separated by commas, days as 'dd MMM yyyy' (spec 000 §9).
 *
 * Decimal strings are rounded and regrouped as text, never through a float, and without decimal.js:
 * the web's first download formats prices with this file (decision 0106).
 */

type Amount = string | number | Decimal;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '999' + 1 → '1000', on the digits. */
function increment(digits: string): string {
  const chars = digits.split('');
  for (let index = chars.length - 1; index >= 0; index -= 1) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * A decimal rounded half-up (away from zero on a 5, as decimal.js's ROUND_HALF_UP) to `places`
 * decimals: sign, whole digits and exactly `places` fraction digits; null when it is not a decimal.
 */
function rounded(value: Amount, places: number): { negative: boolean; whole: string; fraction: string } | null {
  const match = DECIMAL.exec(String(value).trim());
  if (!match) return null;
  const [, sign = '', wholeDigits = '0', fractionDigits = ''] = match;
  const padded = fractionDigits.padEnd(places + 1, '0');
  const roundUp = (padded[places] ?? '0') >= '5';
  let digits = `${wholeDigits}${padded.slice(0, places)}`;
  if (roundUp) digits = increment(digits);
  const whole = (digits.slice(0, digits.length - places) || '0').replace(/^0+(?=\d)/, '');
  const fraction = digits.slice(digits.length - places);
  const zero = /^0*$/.test(whole + fraction);
  return { negative: sign === '-' && !zero, whole, fraction };
}

/**
 * Dollars: '25230' → '$25,230.00', '12.345' → '$12.35', '-5' → '-$5.00', '-0.001' → '$0.00'.
 * What is not a decimal is shown as it came.
 */
export function formatMoney(value: Amount): string {
  const parts = rounded(value, 2);
  if (!parts) return String(value);
  return `${parts.negative ? '-' : ''}$${groupThousands(parts.whole)}.${parts.fraction}`;
}

/** A price per tonne: '350' → '$350.00/mt'. */
export const formatPricePerTonne = (value: Amount): string => `${formatMoney(value)}/mt`;

/**
 * Tonnes, to the kilogram and no further: '1234.500' → '1,234.5', '120.000' → '120',
 * '0.0005' → '0.001'. No unit: the caller writes 'mt' or 't' as its sentence needs.
 */
export function formatTonnes(value: Amount): string {
  const parts = rounded(value, 3);
  if (!parts) return String(value);
  const fraction = parts.fraction.replace(/0+$/, '');
  return `${parts.negative ? '-' : ''}${groupThousands(parts.whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Whole tonnes for a headline figure: '1234.500' → '1,235'. */
export function formatWholeTonnes(value: Amount): string {
  const parts = rounded(value, 0);
  if (!parts) return String(value);
  return `${parts.negative ? '-' : ''}${groupThousands(parts.whole)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar day ('YYYY-MM-DD', already the exchange's day) as 'dd MMM yyyy': '2026-11-28' →
 * '28 Nov 2026'. Anything else is shown as it came. For an instant (a trade's time), use
 * formatSydneyDay (calendar.ts), which first takes the day in Sydney.
 */
export function formatDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month} ${match[1]}` : date;
}
