import { MARKETS } from '@cgx/domain/market-hours';
import { z } from 'zod';
import { defineJob } from '../../../queue/job-definition.ts';
import { JOB_PRIORITY } from '../../../queue/job-priorities.ts';

/**
 * Sweeps one book (decision 0146). Not `transactional`: jobs of one kind run together would
 * sweep several books at once on one connection. On PostgreSQL it runs in the job's transaction
 * all the same (the trades commit with its completion); on PGlite a sweep cut short is run again,
 * which is harmless.
 */
export const sweepBookJob = defineJob(
  'sweep-book',
  z.object({
    market: z.enum(MARKETS),
    seasonId: z.number().int(),
    commodityId: z.number().int(),
    deliveryPeriodId: z.number().int(),
  }),
  { priority: JOB_PRIORITY.matching },
);

/** A trade's announcement (feed item and in-app notifications), enqueued in the transaction that writes it: ahead of everything else. */
export const tradeMadeJob = defineJob('trade-made', z.object({ tradeId: z.number().int() }), {
  priority: JOB_PRIORITY.announcement,
  transactional: true,
});

/** Writing a trade's contract notes and SMS is e-mail and SMS work: it waits behind announcements (decision 0086). */
export const tradeConfirmationsJob = defineJob('trade-confirmations', z.object({ tradeId: z.number().int() }), {
  priority: JOB_PRIORITY.delivery,
  transactional: true,
});

/** Enqueued by a bid that still stands after matching; by the time it runs the bid may have traded. */
export const bidAlertsJob = defineJob('bid-alerts', z.object({ bidGroupId: z.number().int() }), {
  priority: JOB_PRIORITY.alert,
  transactional: true,
});
