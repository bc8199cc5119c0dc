import { CONFIRMATION_LINK_VALID_HOURS, PRODUCT_NAME } from '@cgx/domain/constants';
import { renderEmail, type OutgoingMessage, type Recipient } from '../../../platform/messages/index.ts';

export function confirmEmailMessage(confirmUrl: string, recipient: Recipient): OutgoingMessage {
  const email = renderEmail({
    subject: `Confirm your e-mail for ${PRODUCT_NAME}`,
    heading: 'Welcome to the exchange',
    paragraphs: [
      `Hello ${recipient.userName ?? ''},`,
      `Thank you for registering ${recipient.organisationName ?? ''} with ${PRODUCT_NAME}. Please confirm your e-mail address to finish.`,
    ],
    action: { label: 'Confirm my e-mail', url: confirmUrl },
    footnote: `This link is valid for ${CONFIRMATION_LINK_VALID_HOURS} hours. If you did not register, ignore this e-mail.`,
  });
  return {
    type: 'email',
    kind: 'email_confirmation',
    subject: email.subject,
    body: email.html,
    summary: email.text,
    recipients: [recipient],
  };
}

export function approveJoinMessage(
  approveUrl: string,
  newcomer: { name: string; email: string; mobile: string },
  ngr: string,
  recipients: Recipient[],
): OutgoingMessage {
  const email = renderEmail({
    subject: `${newcomer.name} asks to join your ${PRODUCT_NAME} account`,
    heading: 'A new user asks to join your organisation',
    paragraphs: [
      `${newcomer.name} (${newcomer.email}, ${newcomer.mobile}) registered with NGR ${ngr}, which belongs to your organisation.`,
      'As the administrator of this NGR, approve them only if they work with you: they will see and trade your grain.',
    ],
    action: { label: `Approve ${newcomer.name}`, url: approveUrl },
    footnote: `This link is valid for ${CONFIRMATION_LINK_VALID_HOURS} hours. If you do not know this person, ignore this e-mail and call us.`,
  });
  return { type: 'email', kind: 'ngr_join_request', subject: email.subject, body: email.html, summary: email.text, recipients };
}

export function joinApprovedMessage(loginUrl: string, recipient: Recipient): OutgoingMessage {
  const email = renderEmail({
    subject: `Your ${PRODUCT_NAME} access is approved`,
    heading: 'You can sign in now',
    paragraphs: [
      `Hello ${recipient.userName ?? ''},`,
      `${recipient.organisationName ?? 'Your organisation'} approved your access to ${PRODUCT_NAME}.`,
    ],
    action: { label: 'Sign in', url: loginUrl },
  });
  return {
    type: 'email',
    kind: 'ngr_join_approved',
    subject: email.subject,
    body: email.html,
    summary: email.text,
    recipients: [recipient],
  };
}

/**
 * To the owner of an address someone registered with again (decision 0061): the registration
 * itself answered as if the address were new.
 */
export function registrationAttemptMessage(loginUrl: string, forgotPasswordUrl: string, recipient: Recipient): OutgoingMessage {
  const email = renderEmail({
    subject: `Someone tried to register with your ${PRODUCT_NAME} e-mail address`,
    heading: 'Your e-mail address already has an account',
    paragraphs: [
      `Hello ${recipient.userName ?? ''},`,
      `Someone tried to register a new ${PRODUCT_NAME} account with this e-mail address, which already has one. Nothing was changed.`,
      `If it was you, sign in with this e-mail address or your login number, or reset your password if you have forgotten it: ${forgotPasswordUrl}`,
    ],
    action: { label: 'Sign in', url: loginUrl },
    footnote: 'If it was not you, you can ignore this e-mail: your account stays as it is.',
  });
  return {
    type: 'email',
    kind: 'registration_attempt',
    subject: email.subject,
    body: email.html,
    summary: email.text,
    recipients: [recipient],
  };
}
