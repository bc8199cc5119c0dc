import { z } from 'zod';
import { MARKETS } from './market-hours.ts';

/** The zod schemas of market status and hours, apart from market-hours.ts so the web's ticker does not load zod. */

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ZMarketWindow = z
  .object({ start: z.string().regex(HH_MM, 'Use 24-hour HH:MM'), end: z.string().regex(HH_MM, 'Use 24-hour HH:MM') })
  .refine((window) => window.start < window.end, { path: ['end'], message: 'Must be after the start' });

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
