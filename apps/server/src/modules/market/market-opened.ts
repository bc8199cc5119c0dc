import { MARKETS } from '@cgx/domain/market-hours';
import { z } from 'zod';

/**
 * What the market module tells the rest of the exchange when a market opens: a job, enqueued in
 * the transaction that records the opening, so it is told exactly once and only if the opening
 * commits. The market module names the job and its payload but not who handles it (matching
 * sweeps the books, decision 0146), so it imports nothing of theirs.
 */
export const MARKET_OPENED_JOB = {
  name: 'market-opened',
  payload: z.object({ market: z.enum(MARKETS) }),
};
