import { INVITATION_LINK_VALID_HOURS, PRODUCT_NAME } from '@cgx/domain/constants';
import { renderEmail, type OutgoingMessage, type Recipient } from '../../../platform/messages/index.ts';

/** To a user their organisation's administrator added: choose a password from the link, then sign in. */
export function invitationMessage(setPasswordUrl: string, inviterName: string, loginNumber: string, recipient: Recipient): OutgoingMessage {
  const organisation = recipient.organisationName ?? 'your organisation';
  const email = renderEmail({
    subject: `${inviterName} invited you to ${organisation} on ${PRODUCT_NAME}`,
    heading: 'You are invited to the exchange',
    paragraphs: [
      `Hello ${recipient.userName ?? ''},`,
      `${inviterName}, the administrator of ${organisation}, added you as a user of ${organisation} on ${PRODUCT_NAME}.`,
      `Choose your password to start. You then sign in with this e-mail address or your login number, ${loginNumber}.`,
    ],
    action: { label: 'Choose my password', url: setPasswordUrl },
    footnote: `This link is valid for ${INVITATION_LINK_VALID_HOURS} hours; after that, use 'Forgot password' on the sign-in page. If you do not know ${organisation}, ignore this e-mail.`,
  });
  return {
    type: 'email',
    kind: 'user_invitation',
    subject: email.subject,
    body: email.html,
    summary: email.text,
    recipients: [recipient],
  };
}
