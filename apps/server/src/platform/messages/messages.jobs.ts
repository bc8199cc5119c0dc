import { z } from 'zod';
import { defineJob } from '../../queue/job-definition.ts';
import { JOB_PRIORITY } from '../../queue/job-priorities.ts';

/** Sends one message of the outbox (enqueued by the outbox with the message, at the message's priority). */
export const deliverMessageJob = defineJob('deliver-message', z.object({ messageId: z.number().int() }));

/** Messages a person waits for before they can go on (sign-in, recovery, confirming an address). */
const AWAITED_MESSAGE_KINDS = new Set(['mfa_code', 'password_reset', 'login_number', 'email_confirmation']);

/** A sign-in code goes ahead of bulk e-mail and SMS such as contract notes. */
export function priorityOfMessage(kind: string): number {
  return AWAITED_MESSAGE_KINDS.has(kind) ? JOB_PRIORITY.awaitedMessage : JOB_PRIORITY.delivery;
}
