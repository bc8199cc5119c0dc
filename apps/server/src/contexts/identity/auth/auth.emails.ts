import { MFA_CODE_VALID_MINUTES, PRODUCT_NAME, RESET_LINK_VALID_MINUTES } from '@cgx/domain/constants';
import { renderEmail, type OutgoingMessage, type Recipient } from '../../../platform/messages/index.ts';
import type { OrganisationRow, UserRow } from './auth.repository.ts';

export const recipientOf = (user: UserRow, organisation: OrganisationRow | undefined): Recipient => ({
  userId: user.id,
  userName: `${user.firstName} ${user.lastName}`,
  organisationId: organisation?.id ?? user.organisationId,
  organisationName: organisation?.tradingName ?? null,
  email: user.email,
  mobile: user.mobile,
});

export function mfaCodeMessage(channel: 'email' | 'sms', code: string, recipient: Recipient): OutgoingMessage {
  const line = `Your ${PRODUCT_NAME} verification code is ${code}. It expires in ${MFA_CODE_VALID_MINUTES} minutes.`;
  if (channel === 'sms') return { type: 'sms', kind: 'mfa_code', body: line, summary: line, recipients: [recipient] };
  const email = renderEmail({
    subject: `${code} is your ${PRODUCT_NAME} verification code`,
    heading: 'Verify your identity',
    paragraphs: [line, 'If you did not try to sign in, change your password and call us.'],
  });
  return { type: 'email', kind: 'mfa_code', subject: email.subject, body: email.html, summary: email.text, recipients: [recipient] };
}

export function passwordResetMessage(resetUrl: string, recipient: Recipient): OutgoingMessage {
  const email = renderEmail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    heading: 'Reset your password',
    paragraphs: [
      `Hello ${recipient.userName ?? ''},`.replace(' ,', ','),
      `We received a request to reset your password. This single-use link is valid for ${RESET_LINK_VALID_MINUTES} minutes.`,
    ],
    action: { label: 'Reset password', url: resetUrl },
    footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
  return { type: 'email', kind: 'password_reset', subject: email.subject, body: email.html, summary: email.text, recipients: [recipient] };
}

export function loginNumberMessage(loginNumber: string, loginUrl: string, recipient: Recipient): OutgoingMessage {
  const email = renderEmail({
    subject: `Your ${PRODUCT_NAME} login number`,
    heading: 'Your login number',
    paragraphs: [
      `Hello ${recipient.userName ?? ''},`,
      `Your login number is ${loginNumber}. You can sign in with it or with your e-mail address.`,
    ],
    action: { label: 'Sign in', url: loginUrl },
  });
  return { type: 'email', kind: 'login_number', subject: email.subject, body: email.html, summary: email.text, recipients: [recipient] };
}
