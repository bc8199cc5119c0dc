import type { TContactRequest } from '@cgx/domain/contact.schemas';
import { PRODUCT_FULL_NAME, PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import { renderEmail, type OutgoingMessage } from '../../platform/messages/index.ts';

/** The enquiry as the exchange's support team reads it, with a one-click reply to the sender. */
export function supportEnquiryMessage(enquiry: TContactRequest): OutgoingMessage {
  const email = renderEmail({
    subject: `Contact us: ${enquiry.topic} (${enquiry.name})`,
    heading: `New enquiry: ${enquiry.topic}`,
    paragraphs: [
      `From: ${enquiry.name} <${enquiry.email}>`,
      `Phone: ${enquiry.phone ?? 'not given'}`,
      `Organisation: ${enquiry.organisation ?? 'not given'}`,
      ...enquiry.message.split(/\n\s*\n/).map((paragraph) => paragraph.trim()),
    ],
    action: { label: `Reply to ${enquiry.name}`, url: `mailto:${enquiry.email}?subject=${encodeURIComponent(`Re: ${enquiry.topic}`)}` },
    footnote: 'Sent from the contact form of the public site. The sender was sent an acknowledgement.',
  });
  return {
    type: 'email',
    kind: 'contact_enquiry',
    subject: email.subject,
    body: email.html,
    summary: email.text,
    recipients: [{ userName: `${PRODUCT_NAME} support`, email: SUPPORT_EMAIL }],
  };
}

/**
 * The acknowledgement to the address typed in the form. It repeats none of the text the sender
 * typed (only the topic, from our own list), so the form cannot be used to send someone else a
 * message of the sender's choosing.
 */
export function contactAcknowledgementMessage(enquiry: TContactRequest): OutgoingMessage {
  const email = renderEmail({
    subject: `We have received your message | ${PRODUCT_FULL_NAME}`,
    heading: 'Thank you for contacting us',
    paragraphs: [
      'Hello,',
      `We have received your message about "${enquiry.topic}". Our team will reply to you by e-mail.`,
      `If your enquiry is urgent, for example about a trade or a payment, please call us on ${SUPPORT_PHONE}.`,
    ],
    footnote: `If you did not contact ${PRODUCT_NAME}, you can ignore this e-mail.`,
  });
  return {
    type: 'email',
    kind: 'contact_acknowledgement',
    subject: email.subject,
    body: email.html,
    summary: email.text,
    recipients: [{ userName: enquiry.name, email: enquiry.email }],
  };
}
