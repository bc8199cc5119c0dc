import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { renderAttachment } from '../modules/messages/attachments.ts';
import { findMessageForDelivery, markMessage } from '../modules/messages/outbox.repository.ts';

export const deliverMessageJob = {
  id: 'deliver-message',
  payload: z.object({ messageId: z.number().int() }),
  async handle(context: AppContext, payload: { messageId: number }) {
    const message = await findMessageForDelivery(context.db, payload.messageId);
    if (message?.status !== 'pending') return;
    let outcome: 'delivered' | 'recorded';
    if (message.type === 'email') {
      const to = message.recipients.map((recipient) => recipient.email).filter((email): email is string => !!email);
      const attachments = await Promise.all(message.attachments.map((attachment) => renderAttachment(context, attachment)));
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
  },
};
