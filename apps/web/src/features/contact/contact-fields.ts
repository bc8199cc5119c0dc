import type { TContactRequestInput } from '@cgx/domain/contact.schemas';

/** The form's values while typing: all strings, '' for empty. */
export type ContactFormValues = { [Field in keyof Required<TContactRequestInput>]: string };
export type ContactField = keyof ContactFormValues;

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'organisation', 'topic', 'message'];

export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  organisation: 'Organisation',
  topic: 'Topic',
  message: 'Message',
};

export const emptyContactForm = (defaults: Partial<ContactFormValues> = {}): ContactFormValues => ({
  name: '',
  email: '',
  phone: '',
  organisation: '',
  topic: '',
  message: '',
  ...defaults,
});
