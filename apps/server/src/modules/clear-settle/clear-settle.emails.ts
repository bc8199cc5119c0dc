import { PRODUCT_NAME } from '@cgx/domain/constants';
import { renderEmail, type OutgoingMessage, type Recipient } from '../../platform/messages/index.ts';

export type InterestedUser = {
  name: string;
  email: string;
  mobile: string | null;
  role: string;
  organisationName: string;
};

/** Tells the exchange's staff that a user asked about Clear Settle, so someone calls them back. */
export function clearSettleInterestMessage(user: InterestedUser, comment: string | undefined, recipients: Recipient[]): OutgoingMessage {
  const email = renderEmail({
    subject: `Clear Settle: ${user.organisationName} registered interest`,
    heading: 'A user registered interest in Clear Settle',
    paragraphs: [
      `${user.name} (${user.role}) of ${user.organisationName} asked to hear about Clear Settle from the ${PRODUCT_NAME} portal.`,
      `E-mail: ${user.email}. Mobile: ${user.mobile ?? 'not given'}.`,
      ...(comment ? [`Their note: ${comment}`] : []),
      'Please contact them about contracts, invoices, payments and statutory disbursements through Clear Settle.',
    ],
  });
  return { type: 'email', kind: 'clear_settle_interest', subject: email.subject, body: email.html, summary: email.text, recipients };
}
