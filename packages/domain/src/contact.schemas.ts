import { z } from 'zod';
import { MSG } from './messages.ts';
import { optionalField, zEmail, zRequiredText, zText } from './validation.ts';

/**
 * The contact-us form (spec 000 §2.1 /contact-us; fields are ours). One schema, used by the
 * form's resolver and by POST /api/contact, so both say the same words.
 */

/** What the enquiry is about: routes the e-mail to the right person at the exchange. */
export const CONTACT_TOPICS = [
  'General enquiry',
  'Registering and my account',
  'Trading on the exchange',
  'Settlement and payments',
  'igrainX and insurance',
  'Storage providers',
  'Market data and connectivity',
] as const;
export type TContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_MAX_LENGTH = {
  name: 120,
  email: 254,
  phone: 30,
  organisation: 120,
  message: 2000,
} as const;

/** Any Australian or international number: digits, spaces, brackets, dashes and a leading +; 8 to 15 digits. */
export const PHONE_PATTERN = /^\+?[\d\s()-]+$/;
export const isPhoneNumber = (value: string): boolean => {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(value) && digits >= 8 && digits <= 15;
};

export const ZContactRequest = z.object({
  name: zRequiredText(CONTACT_MAX_LENGTH.name),
  // 'Required' alone for an empty address (the format rule runs only on something typed).
  email: zText(CONTACT_MAX_LENGTH.email).trim().min(1, MSG.required).pipe(zEmail),
  phone: optionalField(zText(CONTACT_MAX_LENGTH.phone).trim().refine(isPhoneNumber, MSG.phoneInvalid)),
  organisation: optionalField(zRequiredText(CONTACT_MAX_LENGTH.organisation)),
  topic: z.enum(CONTACT_TOPICS, { error: MSG.required }),
  message: zRequiredText(CONTACT_MAX_LENGTH.message, 'many'),
});

/** What the form holds while typing: every field a string ('' = not given, or no topic chosen). */
export type TContactRequestInput = z.input<typeof ZContactRequest>;
export type TContactRequest = z.output<typeof ZContactRequest>;
