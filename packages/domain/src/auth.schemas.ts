import { z } from 'zod';
import { MFA_CODE_LENGTH } from './constants.ts';
import { MSG } from './messages.ts';
import { VERIFICATION_STATUSES } from './organisations.schemas.ts';
import { FEATURE_FLAGS, ORGANISATION_TYPES, PERMISSIONS, ROLES } from './roles.ts';
import { passwordsMatch, passwordsMatchCheck, zEmail, zNewPassword, zText } from './validation.ts';

export const MFA_CHANNELS = ['email', 'sms'] as const;
export const ZMfaChannel = z.enum(MFA_CHANNELS);
export type TMfaChannel = z.infer<typeof ZMfaChannel>;

/** Sign in with an e-mail address or a login number. */
export const ZLoginRequest = z.object({
  login: zText(254).trim().min(1, MSG.required),
  password: zText(128).min(1, MSG.required),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** After the password: the 'Verify your identity' step. */
export const ZLoginChallenge = z.object({
  view: z.literal('mfa'),
  challengeId: z.string(),
  mfaEnabled: z.boolean(),
  /** Where a code can go, masked: 'j***@example.com', '•••• ••• 678'. sms is null without a mobile. */
  destinations: z.object({ email: z.string(), sms: z.string().nullable() }),
  /** Set when a code has already been sent (users with MFA enabled get one at once). */
  sentTo: ZMfaChannel.nullable(),
});
export type TLoginChallenge = z.infer<typeof ZLoginChallenge>;

/** A sign-in's challenge id (43 characters); longer ones are not ours. */
const zChallengeId = zText(100).min(1, MSG.required);

export const ZSendMfaCodeRequest = z.object({
  challengeId: zChallengeId,
  channel: ZMfaChannel,
});
export type TSendMfaCodeRequest = z.infer<typeof ZSendMfaCodeRequest>;

export const ZSendMfaCodeResponse = z.object({ sentTo: ZMfaChannel, destination: z.string() });

export const ZVerifyMfaRequest = z.object({
  challengeId: zChallengeId,
  code: zText(20)
    .trim()
    .min(1, MSG.required)
    .regex(new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`), `Enter the ${MFA_CODE_LENGTH}-digit code`),
});
export type TVerifyMfaRequest = z.infer<typeof ZVerifyMfaRequest>;

export const ZCancelLoginRequest = z.object({ challengeId: zChallengeId });

export const ZForgotPasswordRequest = z.object({ email: zEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;
export const ZForgotLoginNumberRequest = ZForgotPasswordRequest;
export type TForgotLoginNumberRequest = TForgotPasswordRequest;

export const ZResetPasswordRequest = z
  .object({
    password: zNewPassword,
    passwordConfirmation: zText(128).min(1, MSG.required),
    token: zText(200).min(1, MSG.resetLinkInvalid),
  })
  .refine(passwordsMatch, passwordsMatchCheck);
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZMessageResponse = z.object({ message: z.string() });

export const ZSessionUser = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  loginNumber: z.string(),
  role: z.enum(ROLES),
  mfaEnabled: z.boolean(),
  mfaChannel: ZMfaChannel.nullable(),
  /** Administers its organisation: may invite users on the portal users page (decision 0153). */
  isOrganisationAdmin: z.boolean(),
});

export const ZSessionOrganisation = z.object({
  id: z.number(),
  type: z.enum(ORGANISATION_TYPES),
  tradingName: z.string(),
  nickname: z.string().nullable(),
  isStorageProvider: z.boolean(),
  roleName: z.enum(ROLES),
  /** Only a verified organisation may place orders (decision 0070). */
  verificationStatus: z.enum(VERIFICATION_STATUSES),
});

/** spec 000 §3 'Session'. The tokens appear only in the answer that creates the session. */
export const ZSession = z.object({
  userId: z.number(),
  user: ZSessionUser,
  organisation: ZSessionOrganisation,
  permissions: z.array(z.enum(PERMISSIONS)),
  featureFlags: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
  impersonating: z.boolean(),
  landingPath: z.string(),
});
export type TSession = z.infer<typeof ZSession>;

export const ZSessionTokens = z.object({ token: z.string(), wsToken: z.string() });
export type TSessionTokens = z.infer<typeof ZSessionTokens>;

export const ZSignedIn = z.object({ view: z.literal('session'), tokens: ZSessionTokens, session: ZSession });
export type TSignedIn = z.infer<typeof ZSignedIn>;

/** Verification can also end on the 'Reset Your Password' view when the stored password is outdated. */
export const ZMustResetPassword = z.object({ view: z.literal('resetPassword'), token: z.string() });
export const ZVerifyMfaResponse = z.discriminatedUnion('view', [ZSignedIn, ZMustResetPassword]);
export type TVerifyMfaResponse = z.infer<typeof ZVerifyMfaResponse>;

/** A reset ends at 'Verify your identity', like a sign-in: the link proves the e-mail, not the second factor (decision 0063). */
export const ZResetPasswordResponse = ZLoginChallenge.extend({ message: z.string() });
export type TResetPasswordResponse = z.infer<typeof ZResetPasswordResponse>;

/** The error body of every failed API call; errors maps form field names to messages. */
export const ZApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;

/** Re-enter the password to confirm bids, offers and trade edits (design §6). */
export const ZPasswordTokenRequest = z.object({ password: zText(128).min(1, MSG.required) });
export const ZPasswordTokenResponse = z.object({ passwordToken: z.string(), expiresAt: z.string() });
export type TPasswordTokenResponse = z.infer<typeof ZPasswordTokenResponse>;
