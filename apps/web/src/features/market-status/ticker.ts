import { MARKET_STATUS_REFOCUS_MS } from '@cgx/domain/constants';
import { type Market, marketHoursLabel, type MarketStatus } from '@cgx/domain/market-hours';
import type { TMarketStatusResponse } from '@cgx/domain/market-hours.schemas';

export const MARKET_NAMES: Record<Market, string> = { cgx: 'CGX', igrainx: 'igrainX' };

export interface TickerEntry {
  key: Market | 'all';
  /** 'Market open', 'CGX closed' */
  text: string;
  status: MarketStatus;
}

export interface TickerHours {
  key: Market | 'all';
  label: string;
  /** '10:00-10:05 am and 8:30-8:35 pm AEDT' */
  hours: string;
  /** design §5: the windows are when the market closes for processing (or, configured the other way, when it opens). */
  windowsMean: 'closed' | 'open';
}

export interface TickerView {
  entries: TickerEntry[];
  hours: TickerHours[];
}

const statusWord = (status: MarketStatus) => (status === 'open' ? 'open' : 'closed');

/**
 * spec 000 §2.4: one combined status when both markets agree, otherwise each separately; the
 * hours in Sydney time with AEST or AEDT as it is at `now` (so the label follows daylight saving).
 */
export function tickerView(status: TMarketStatusResponse, now: Date): TickerView {
  const byMarket: Record<Market, MarketStatus> = { cgx: status.cgx, igrainx: status.igrainX };
  const entries: TickerEntry[] =
    status.cgx === status.igrainX
      ? [{ key: 'all', text: `Market ${statusWord(status.cgx)}`, status: status.cgx }]
      : (['cgx', 'igrainx'] as const).map((market) => ({
          key: market,
          text: `${MARKET_NAMES[market]} ${statusWord(byMarket[market])}`,
          status: byMarket[market],
        }));

  const schedules = status.markets.filter((market) => market.windows.length > 0);
  const sameSchedule =
    schedules.length > 0 &&
    schedules.every(
      (market) =>
        market.windowsMean === schedules[0]?.windowsMean && JSON.stringify(market.windows) === JSON.stringify(schedules[0]?.windows),
    );
  const hours: TickerHours[] =
    sameSchedule && schedules[0]
      ? [{ key: 'all', label: 'Market hours', hours: marketHoursLabel(schedules[0].windows, now), windowsMean: schedules[0].windowsMean }]
      : schedules.map((market) => ({
          key: market.market,
          label: `${MARKET_NAMES[market.market]} hours`,
          hours: marketHoursLabel(market.windows, now),
          windowsMean: market.windowsMean,
        }));
  return { entries, hours };
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
