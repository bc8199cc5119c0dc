/**
 * Display formatting of the API's decimal strings ("1234.500", "285.00"). The digits are
 * regrouped as text, never passed through a float, so what is shown is what the server sent.
 */

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function splitDecimal(value: string): { sign: string; whole: string; fraction: string } | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  return { sign: match[1] ?? '', whole: (match[2] ?? '0').replace(/^0+(?=\d)/, ''), fraction: match[3] ?? '' };
}

/** Tonnes: '1234.500' → '1,234.5'; '120.000' → '120'. Unreadable input is shown as it came. */
export function formatTonnes(value: string): string {
  const parts = splitDecimal(value);
  if (!parts) return value;
  const fraction = parts.fraction.replace(/0+$/, '');
  return `${parts.sign}${groupThousands(parts.whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Whole tonnes for a headline counter: '1234.500' → '1,234' (rounded half up on the text). */
export function formatWholeTonnes(value: string): string {
  const parts = splitDecimal(value);
  if (!parts) return value;
  const roundUp = (parts.fraction[0] ?? '0') >= '5';
  const whole = roundUp ? incrementDigits(parts.whole) : parts.whole;
  return `${whole === '0' ? '' : parts.sign}${groupThousands(whole)}`;
}

function incrementDigits(digits: string): string {
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

/** Dollars: '285' → '$285.00', '1234.5' → '$1,234.50'. */
export function formatMoney(value: string): string {
  const parts = splitDecimal(value);
  if (!parts) return value;
  const cents = `${parts.fraction}00`.slice(0, 2);
  return `${parts.sign}$${groupThousands(parts.whole)}.${cents}`;
}
