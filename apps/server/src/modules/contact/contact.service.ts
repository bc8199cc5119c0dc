import type { TContactRequest } from '@cgx/domain/contact.schemas';
import type { AppContext } from '../../context.ts';
import type { RequestMeta } from '../../lib/access.ts';
import { consumeRateLimit, type RateRule } from '../../lib/rate-limit.ts';
import { outbox } from '../../platform/messages/index.ts';
import { contactAcknowledgementMessage, supportEnquiryMessage } from './contact.emails.ts';

/**
 * Limits of the public contact form (docs/decisions/0040-contact-us.md): per client address like
 * registration, and per address typed, so nobody is sent a stream of acknowledgements.
 */
export const CONTACT_RATE_RULES = {
  perAddress: { name: 'contact:ip', limit: 10, windowSeconds: 60 * 60 },
  perEmail: { name: 'contact:email', limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

/** Anyone may write to the exchange: the enquiry goes to support and an acknowledgement to the sender, in one transaction. */
export async function sendContactMessage(context: AppContext, enquiry: TContactRequest, meta: RequestMeta): Promise<void> {
  const now = context.clock.now();
  const scale = context.config.rateLimitScale;
  await consumeRateLimit(context.db, CONTACT_RATE_RULES.perAddress, meta.ip, now, scale);
  await consumeRateLimit(context.db, CONTACT_RATE_RULES.perEmail, enquiry.email, now, scale);
  await context.db.transaction(async (tx) => {
    await outbox.send(tx, supportEnquiryMessage(enquiry));
    await outbox.send(tx, contactAcknowledgementMessage(enquiry));
  });
  context.log.info({ topic: enquiry.topic }, 'contact enquiry received');
}
