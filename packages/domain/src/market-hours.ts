import { z } from 'zod';
import { sydneyTimeParts, sydneyZoneAbbreviation } from './calendar.ts';

/** design §5: market status per market; the spec's hours are daily windows in Sydney time. */
export const MARKETS = ['cgx', 'igrainx'] as const;
export type Market = (typeof MARKETS)[number];
export type MarketStatus = 'open' | 'closed';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ZMarketWindow = z
  .object({ start: z.string().regex(HH_MM, 'Use 24-hour HH:MM'), end: z.string().regex(HH_MM, 'Use 24-hour HH:MM') })
  .refine((window) => window.start < window.end, { path: ['end'], message: 'Must be after the start' });
export type MarketWindow = z.infer<typeof ZMarketWindow>;

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

export const ZMarketState = z.object({
  market: z.enum(MARKETS),
  status: z.enum(['open', 'closed']),
  forced: z.boolean(),
  windows: z.array(ZMarketWindow),
  windowsMean: z.enum(['closed', 'open']),
  hoursLabel: z.string(),
});
/** spec 000 §3 'Market status: cgx and igrainX, each open or closed', with the details the ticker shows. */
export const ZMarketStatusResponse = z.object({
  cgx: z.enum(['open', 'closed']),
  igrainX: z.enum(['open', 'closed']),
  markets: z.array(ZMarketState),
  checkedAt: z.string(),
});
export type TMarketStatusResponse = z.infer<typeof ZMarketStatusResponse>;

export const ZMarketParams = z.object({ market: z.enum(MARKETS) });
export const ZForceMarketStatusRequest = z.object({ status: z.enum(['open', 'closed']).nullable() });
export const ZMarketScheduleRequest = z.object({ windows: z.array(ZMarketWindow).max(12), windowsMean: z.enum(['closed', 'open']) });
