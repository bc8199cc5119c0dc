import { IGRAIN_VERIFICATION_FEE, INSURANCE_COVER_PERCENT, PRODUCT_NAME } from '@cgx/domain/constants';
import { renderEmail, type OutgoingMessage, type Recipient } from '../../platform/messages/index.ts';

/** spec 001 §7 'subscription link': to a client grower's administrator, from its agent, the page where it subscribes. */
export function subscriptionLinkMessage(subscribeUrl: string, agentName: string, recipient: Recipient): OutgoingMessage {
  const organisation = recipient.organisationName ?? 'your organisation';
  const email = renderEmail({
    subject: 'Subscribe to igrainX insure',
    heading: 'Subscribe to igrainX insure',
    paragraphs: [
      `Hello ${recipient.userName ?? ''},`.replace(' ,', ','),
      `${agentName}, the agent acting for ${organisation} on ${PRODUCT_NAME}, invites you to subscribe to igrainX insure.`,
      `All sales are protected by counterparty insurance covering ${INSURANCE_COVER_PERCENT}% of the grain value. An annual igrainX insure premium protects against payment default.`,
      `The insure verification fee is $${IGRAIN_VERIFICATION_FEE}, charged first, with the rest of the premium charged on the first trade.`,
      `Read the terms and subscribe at ${subscribeUrl}.`,
    ],
    action: { label: 'Subscribe to igrainX insure', url: subscribeUrl },
    footnote: `If you do not know ${agentName}, ignore this e-mail.`,
  });
  return {
    type: 'email',
    kind: 'insure_subscription_link',
    subject: email.subject,
    body: email.html,
    summary: email.text,
    recipients: [recipient],
  };
}
