import { sydneyTimeParts, sydneyZoneAbbreviation } from './calendar.ts';

/** design §5: market status per market; the spec's hours are daily windows in Sydney time. */
export const MARKETS = ['cgx', 'igrainx'] as const;
export type Market = (typeof MARKETS)[number];
export type MarketStatus = 'open' | 'closed';

/** A daily window in Sydney time, 'HH:MM' 24-hour (validated by ZMarketWindow in market-hours.schemas.ts). */
export type MarketWindow = { start: string; end: string };

export type MarketSchedule = {
  windows: readonly MarketWindow[];
  /** 'closed': the market is closed inside the windows (our reading); 'open': open only inside them. */
  windowsMean: 'closed' | 'open';
  forcedStatus: MarketStatus | null;
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The status the windows give at an instant, ignoring any forcing. A window includes its start, not its end. */
export function scheduledStatus(instant: Date, windows: readonly MarketWindow[], windowsMean: 'closed' | 'open'): MarketStatus {
  const { hour, minute } = sydneyTimeParts(instant);
  const now = hour * 60 + minute;
  const inside = windows.some((window) => minutesOf(window.start) <= now && now < minutesOf(window.end));
  if (windowsMean === 'closed') return inside ? 'closed' : 'open';
  return inside ? 'open' : 'closed';
}

/** Staff forcing wins over the schedule. */
export const marketStatusAt = (instant: Date, schedule: MarketSchedule): MarketStatus =>
  schedule.forcedStatus ?? scheduledStatus(instant, schedule.windows, schedule.windowsMean);

/** '10:00-10:05 am', '8:30-8:35 pm', '11:50 am-12:10 pm' */
export function formatWindow(window: MarketWindow): string {
  const part = (hhmm: string) => {
    const hours = Number(hhmm.slice(0, 2));
    return { text: `${hours % 12 === 0 ? 12 : hours % 12}:${hhmm.slice(3)}`, meridiem: hours < 12 ? 'am' : 'pm' };
  };
  const start = part(window.start);
  const end = part(window.end);
  return start.meridiem === end.meridiem
    ? `${start.text}-${end.text} ${end.meridiem}`
    : `${start.text} ${start.meridiem}-${end.text} ${end.meridiem}`;
}

/** spec 000 §2.4 and §9: hours in Sydney time with AEST or AEDT, e.g. '10:00-10:05 am and 8:30-8:35 pm AEDT'. */
export function marketHoursLabel(windows: readonly MarketWindow[], instant: Date): string {
  const parts = windows.map(formatWindow);
  const joined = parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${joined} ${sydneyZoneAbbreviation(instant)}`.trim();
}
