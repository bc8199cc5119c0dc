import { REGISTRATION_SCHEMAS, type TRegistrationType } from '@cgx/domain/registration.schemas';

/** Every field a registration form can show; each type shows the ones its shared schema asks for. */
export interface RegistrationFormValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  ngr: string;
  tradingName: string;
  abn: string;
  state: string;
  postcode: string;
  password: string;
  passwordConfirmation: string;
  acceptTerms: boolean;
}
export type RegistrationField = keyof RegistrationFormValues;

const PERSON: readonly RegistrationField[] = ['firstName', 'lastName', 'email', 'mobile'];
const BUSINESS: readonly RegistrationField[] = ['tradingName', 'abn', 'state', 'postcode'];
const ACCOUNT: readonly RegistrationField[] = ['password', 'passwordConfirmation', 'acceptTerms'];

/** A grower with an NGR names the NGR (trading name and state optional); the others describe their business. */
export const REGISTRATION_FIELDS: Record<TRegistrationType, readonly RegistrationField[]> = {
  'grower-ngr': [...PERSON, 'ngr', 'tradingName', 'state', ...ACCOUNT],
  'grower-no-ngr': [...PERSON, ...BUSINESS, ...ACCOUNT],
  trader: [...PERSON, ...BUSINESS, ...ACCOUNT],
  agent: [...PERSON, ...BUSINESS, ...ACCOUNT],
  analyst: [...PERSON, ...BUSINESS, ...ACCOUNT],
};

export const REGISTRATION_FIELD_LABELS: Record<RegistrationField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  mobile: 'Mobile',
  ngr: 'NGR',
  tradingName: 'Trading name',
  abn: 'ABN',
  state: 'State',
  postcode: 'Postcode',
  password: 'Password',
  passwordConfirmation: 'Confirm password',
  acceptTerms: 'I accept the terms and conditions',
};

/** Whether the shared schema lets a field stay empty (the ABN of a grower without NGR or an analyst). */
export function isOptionalField(type: TRegistrationType, field: RegistrationField): boolean {
  const schema = (REGISTRATION_SCHEMAS[type].shape as Record<string, { safeParse: (value: unknown) => { success: boolean } }>)[field];
  if (!schema) return true;
  return schema.safeParse(undefined).success || schema.safeParse('').success;
}

export function defaultValuesFor(type: TRegistrationType): Partial<RegistrationFormValues> {
  const values: Partial<RegistrationFormValues> = {};
  for (const field of REGISTRATION_FIELDS[type]) {
    if (field === 'acceptTerms') values.acceptTerms = false;
    else values[field] = '';
  }
  return values;
}
