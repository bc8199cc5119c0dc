import { type Market, marketHoursLabel } from '@cgx/domain/market-hours';
import type { TMarketStatusResponse } from '@cgx/domain/market-hours.schemas';
import { MARKET_NAMES } from './ticker';

export interface TickerHours {
  key: Market | 'all';
  label: string;
  /** '10:00-10:05 am and 8:30-8:35 pm AEDT' */
  hours: string;
  /** design §5: the windows are when the market closes for processing (or, configured the other way, when it opens). */
  windowsMean: 'closed' | 'open';
}

/**
 * spec 000 §2.4: the hours in Sydney time with AEST or AEDT as it is at `now` (so the label follows
 * daylight saving); one entry when both markets keep the same schedule.
 */
export function tickerHours(status: TMarketStatusResponse, now: Date): TickerHours[] {
  const schedules = status.markets.filter((market) => market.windows.length > 0);
  const sameSchedule =
    schedules.length > 0 &&
    schedules.every(
      (market) =>
        market.windowsMean === schedules[0]?.windowsMean && JSON.stringify(market.windows) === JSON.stringify(schedules[0]?.windows),
    );
  return sameSchedule && schedules[0]
    ? [{ key: 'all', label: 'Market hours', hours: marketHoursLabel(schedules[0].windows, now), windowsMean: schedules[0].windowsMean }]
    : schedules.map((market) => ({
        key: market.market,
        label: `${MARKET_NAMES[market.market]} hours`,
        hours: marketHoursLabel(market.windows, now),
        windowsMean: market.windowsMean,
      }));
}
