import type { AppContext } from '../../context.ts';
import { type AttachmentKinds, renderAttachment } from '../attachments/attachment-kinds.ts';
import { findMessageForDelivery, markMessage } from './outbox.repository.ts';

/** The deliver-message job's work: hands one message of the outbox to the e-mail or SMS gateway. */
export async function deliverMessage(context: AppContext, kinds: AttachmentKinds, payload: { messageId: number }): Promise<void> {
  const message = await findMessageForDelivery(context.db, payload.messageId);
  if (message?.status !== 'pending') return;
  let outcome: 'delivered' | 'recorded';
  if (message.type === 'email') {
    const to = message.recipients.map((recipient) => recipient.email).filter((email): email is string => !!email);
    const attachments = await Promise.all(message.attachments.map((attachment) => renderAttachment(context, kinds, attachment)));
    outcome = await context.email.send({
      to,
      subject: message.subject ?? '',
      html: message.body,
      text: message.summary,
      attachments,
    });
  } else {
    const to = message.recipients.map((recipient) => recipient.mobile).filter((mobile): mobile is string => !!mobile);
    outcome = await context.sms.send(to, message.body);
  }
  await markMessage(context.db, message.id, {
    status: outcome,
    deliveredAt: outcome === 'delivered' ? context.clock.now() : null,
    lastError: null,
  });
}
