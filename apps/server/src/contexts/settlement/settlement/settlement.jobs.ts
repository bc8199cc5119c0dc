import { z } from 'zod';
import { defineJob } from '../../../queue/job-definition.ts';
import { JOB_PRIORITY } from '../../../queue/job-priorities.ts';

/** The steps of a grower's money they hear of (settlement-steps.ts). */
export const SETTLEMENT_STEPS = ['invoiced', 'buyer_paid', 'paid'] as const;
export type SettlementStep = (typeof SETTLEMENT_STEPS)[number];

/** Tells the seller of one step: enqueued in the transaction that takes it. */
export const settlementStepJob = defineJob('settlement-step', z.object({ tradeId: z.number().int(), step: z.enum(SETTLEMENT_STEPS) }), {
  priority: JOB_PRIORITY.alert,
  transactional: true,
});
