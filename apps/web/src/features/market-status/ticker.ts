import { MARKET_STATUS_REFOCUS_MS } from '@cgx/domain/constants';
import type { Market, MarketStatus } from '@cgx/domain/market-hours';
import type { TMarketStatusResponse } from '@cgx/domain/market-hours.schemas';

export const MARKET_NAMES: Record<Market, string> = { cgx: 'CGX', igrainx: 'igrainX' };

export interface TickerEntry {
  key: Market | 'all';
  /** 'Market open', 'CGX closed' */
  text: string;
  status: MarketStatus;
}

const statusWord = (status: MarketStatus) => (status === 'open' ? 'open' : 'closed');

/**
 * spec 000 §2.4: one combined status when both markets agree, otherwise each separately. The hours
 * are in ticker-hours.ts, apart: they need the domain's Sydney calendar, which the first page does without.
 */
export function tickerEntries(status: TMarketStatusResponse): TickerEntry[] {
  const byMarket: Record<Market, MarketStatus> = { cgx: status.cgx, igrainx: status.igrainX };
  return status.cgx === status.igrainX
    ? [{ key: 'all', text: `Market ${statusWord(status.cgx)}`, status: status.cgx }]
    : (['cgx', 'igrainx'] as const).map((market) => ({
        key: market,
        text: `${MARKET_NAMES[market]} ${statusWord(byMarket[market])}`,
        status: byMarket[market],
      }));
}

/** spec 000 §4, §9: a tab hidden for more than 4 hours checks market status afresh when it is shown again. */
export function shouldRecheckOnVisible(hiddenAt: number | null, now: number): boolean {
  return hiddenAt !== null && now - hiddenAt > MARKET_STATUS_REFOCUS_MS;
}

/** A MarketChannel message is the status endpoint's answer (docs/api.md). */
export function isMarketStatusMessage(message: unknown): message is TMarketStatusResponse {
  if (typeof message !== 'object' || message === null) return false;
  const value = message as Record<string, unknown>;
  const isStatus = (field: unknown) => field === 'open' || field === 'closed';
  return isStatus(value.cgx) && isStatus(value.igrainX) && Array.isArray(value.markets);
}
