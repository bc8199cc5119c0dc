import { MARKETS } from '@cgx/domain/market-hours';
import { z } from 'zod';
import { defineJob } from '../../../queue/job-definition.ts';
import { JOB_PRIORITY } from '../../../queue/job-priorities.ts';

/**
 * What the market module tells the rest of the exchange when a market opens: a job, enqueued in
 * the transaction that records the opening, so it is told exactly once and only if the opening
 * commits. The market module names the job and its payload but not who handles it (matching
 * sweeps the books, decision 0146), so it imports nothing of theirs. The opening sweep runs first:
 * it makes the trades.
 */
export const marketOpenedJob = defineJob('market-opened', z.object({ market: z.enum(MARKETS) }), {
  priority: JOB_PRIORITY.matching,
  transactional: true,
});
