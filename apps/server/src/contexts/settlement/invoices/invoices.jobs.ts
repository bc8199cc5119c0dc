import { z } from 'zod';
import { defineJob } from '../../../queue/job-definition.ts';
import { JOB_PRIORITY } from '../../../queue/job-priorities.ts';

/**
 * Notifications of raised invoices: transactional, so each is written exactly once; behind the
 * trades' announcements, ahead of the e-mail (its own job is the outbox's, at delivery priority).
 */
export const invoiceNotificationsJob = defineJob('invoice-notifications', z.object({ invoiceIds: z.array(z.number().int()) }), {
  priority: JOB_PRIORITY.alert,
  transactional: true,
});
