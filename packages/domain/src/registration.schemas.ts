import { z } from 'zod';
import { MSG } from './messages.ts';
import {
  optionalField,
  passwordsMatch,
  passwordsMatchCheck,
  zAbn,
  zEmail,
  zMobile,
  zNewPassword,
  zNgr,
  zPlainText,
  zRequiredText,
  zText,
} from './validation.ts';

/** spec 000 §2.2: the registration types, in the order the index page offers them. */
export const REGISTRATION_TYPES = ['grower-ngr', 'grower-no-ngr', 'trader', 'agent', 'analyst'] as const;
export type TRegistrationType = (typeof REGISTRATION_TYPES)[number];
export const ZRegistrationType = z.enum(REGISTRATION_TYPES);

export const REGISTRATION_TYPE_LABELS: Record<TRegistrationType, { title: string; description: string }> = {
  'grower-ngr': {
    title: 'Grower with an NGR',
    description: 'You farm and hold a National Grower Register number. Sell your grain to over 400 buyers.',
  },
  'grower-no-ngr': {
    title: 'Grower without an NGR',
    description: 'You farm but do not have an NGR yet. Register now and add your NGR when you have it.',
  },
  trader: {
    title: 'Buyer / Trader',
    description: 'You buy grain. Post firm bids and trade automatically with growers across Australia.',
  },
  agent: {
    title: 'Agent',
    description: 'You market grain on behalf of growers. Offer your clients\u2019 grain with their authority.',
  },
  analyst: {
    title: 'Analyst',
    description: 'You follow the market. Subscribe to commentary and anonymous market data.',
  },
};

export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export const ZAustralianState = z.enum(AUSTRALIAN_STATES, { error: MSG.required });
export type TAustralianState = z.infer<typeof ZAustralianState>;

/** The person who registers: they become the organisation's first user. */
const contactFields = {
  firstName: zRequiredText(60),
  lastName: zRequiredText(60),
  email: zEmail,
  mobile: zMobile,
  password: zNewPassword,
  passwordConfirmation: zText(128).min(1, MSG.required),
  acceptTerms: z.literal(true, { error: 'Please accept the terms and conditions' }),
};

const businessFields = {
  tradingName: zRequiredText(120),
  state: ZAustralianState,
  postcode: z
    .string({ error: MSG.required })
    .trim()
    .regex(/^\d{4}$/, 'Enter a 4-digit postcode'),
};

export const ZGrowerNgrRegistration = z
  .object({ ...contactFields, ngr: zNgr, tradingName: optionalField(zRequiredText(120)), state: optionalField(ZAustralianState) })
  .refine(passwordsMatch, passwordsMatchCheck);

export const ZGrowerNoNgrRegistration = z
  .object({ ...contactFields, ...businessFields, abn: optionalField(zAbn) })
  .refine(passwordsMatch, passwordsMatchCheck);

export const ZTraderRegistration = z.object({ ...contactFields, ...businessFields, abn: zAbn }).refine(passwordsMatch, passwordsMatchCheck);
export const ZAgentRegistration = ZTraderRegistration;
export const ZAnalystRegistration = z
  .object({ ...contactFields, ...businessFields, abn: optionalField(zAbn) })
  .refine(passwordsMatch, passwordsMatchCheck);

export const REGISTRATION_SCHEMAS = {
  'grower-ngr': ZGrowerNgrRegistration,
  'grower-no-ngr': ZGrowerNoNgrRegistration,
  trader: ZTraderRegistration,
  agent: ZAgentRegistration,
  analyst: ZAnalystRegistration,
} as const;

export type TRegistrationRequest = z.input<(typeof REGISTRATION_SCHEMAS)[TRegistrationType]>;
export type TParsedRegistration = z.output<(typeof REGISTRATION_SCHEMAS)[TRegistrationType]>;

/**
 * next = 'thank-you': a new organisation; a confirmation link went to the registrant.
 * next = 'email-sent': the NGR already belongs to an organisation; its administrator was asked to approve.
 */
export const ZRegistrationResponse = z.object({
  next: z.enum(['thank-you', 'email-sent']),
  email: z.string(),
  ngr: z.string().nullable(),
});
export type TRegistrationResponse = z.infer<typeof ZRegistrationResponse>;

export const ZConfirmEmailRequest = z.object({ token: zText(200).min(1, MSG.confirmLinkInvalid) });
/** approved: the link was an organisation administrator's approval of a user who joined their NGR. */
export const ZConfirmEmailResponse = z.object({ status: z.enum(['confirmed', 'approved', 'already_confirmed']) });
export type TConfirmEmailResponse = z.infer<typeof ZConfirmEmailResponse>;

/** The source=Clear Settle promotion is kept with the registration for the sales team. */
export const ZRegistrationSource = zPlainText(60).optional();
