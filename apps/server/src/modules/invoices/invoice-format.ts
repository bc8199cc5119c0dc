import { dec, money } from '@cgx/domain/decimal';

/** How amounts, ABNs and dates read on an invoice and its e-mail. Decimal strings in, text out. */

/** '12345.6' → '$12,345.60'; '-5' → '-$5.00'. Half-up to the cent, never through a float. */
export function formatMoney(amount: string): string {
  const fixed = money(amount);
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${cents}`;
}

/** '350' → '$350.00/mt'. */
export const formatPricePerTonne = (price: string): string => `${formatMoney(price)}/mt`;

/** '98.5' → '98.500 t' (to the kilogram). */
export const formatTonnes = (tonnes: string): string => `${dec(tonnes).toFixed(3)} t`;

/** '51824753556' → '51 824 753 556'; anything else as given; none → 'Not provided'. */
export function formatAbn(abn: string | null | undefined): string {
  if (!abn) return 'Not provided';
  const digits = abn.replace(/\s/g, '');
  const match = /^(\d{2})(\d{3})(\d{3})(\d{3})$/.exec(digits);
  return match ? `${match[1]} ${match[2]} ${match[3]} ${match[4]}` : abn;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-16' → '16 Nov 2026' (spec 000 §9 'dd MMM yyyy'). */
export function formatDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month} ${match[1]}` : date;
}

/** '062000' or '062-000' → '062-000'. */
export function formatBsb(bsb: string): string {
  const match = /^(\d{3})-?(\d{3})$/.exec(bsb.trim());
  return match ? `${match[1]}-${match[2]}` : bsb;
}
