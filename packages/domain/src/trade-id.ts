import type { Market } from './matching.ts';

/**
 * design §5: every trade gets a human id, its market's prefix and a sequence number zero-padded
 * to six digits (CGX-000123, IGX-000045). Past 999 999 the number simply grows (CGX-1000000):
 * ids stay unique and sortable within a market up to then, and are never truncated.
 */
export const TRADE_ID_PREFIX: Readonly<Record<Market, string>> = { cgx: 'CGX', igrainx: 'IGX' };
export const TRADE_ID_DIGITS = 6;

export function formatTradeId(market: Market, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`A trade number is a whole number from 1: ${sequence}`);
  return `${TRADE_ID_PREFIX[market]}-${String(sequence).padStart(TRADE_ID_DIGITS, '0')}`;
}

const TRADE_ID_PATTERN = /^(CGX|IGX)-(\d{6,})$/;

/**
 * The market and number of a trade id as formatTradeId writes it; lenient about case and
 * surrounding spaces (people paste ids from e-mails), strict about the rest: a number wider than
 * six digits may not start with 0, so every trade has exactly one id. Null when it is not one.
 */
export function parseTradeId(text: string): { market: Market; sequence: number } | null {
  const match = TRADE_ID_PATTERN.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, prefix, digits = ''] = match;
  if (digits.length > TRADE_ID_DIGITS && digits.startsWith('0')) return null;
  const sequence = Number(digits);
  if (!Number.isSafeInteger(sequence) || sequence < 1) return null;
  return { market: prefix === 'IGX' ? 'igrainx' : 'cgx', sequence };
}
