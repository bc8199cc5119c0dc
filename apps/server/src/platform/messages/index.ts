/**
 * The messages platform service's door (decision 0231): the only file of platform/messages/ that code outside platform/ imports.
 * The outbox: e-mail and SMS written in the transaction that causes them, delivered by a job.
 */
import { enqueueMessage, enqueueMessages, listMessagesTo } from './outbox.repository.ts';
export { deliverMessage } from './deliver-message.ts';
export { renderEmail } from './email-layout.ts';
export { deliverMessageJob } from './messages.jobs.ts';
export { type OutgoingMessage, type Recipient } from './outbox.repository.ts';

/** The outbox: a message is written in the transaction that causes it and delivered by a job, so it goes once the cause commits and never otherwise. */
export const outbox = { send: enqueueMessage, sendMany: enqueueMessages, sentTo: listMessagesTo };
