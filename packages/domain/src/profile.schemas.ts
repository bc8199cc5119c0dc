import { z } from 'zod';
import { MSG } from './messages.ts';
import { ORGANISATION_TYPES, ROLES } from './roles.ts';
import { zMobile, zRequiredText, zText } from './validation.ts';

/** My Profile: the signed-in user and their organisation. */
export const ZProfile = z.object({
  user: z.object({
    id: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    loginNumber: z.string(),
    role: z.enum(ROLES),
    mfaChannel: z.enum(['email', 'sms']).nullable(),
    lastSignInAt: z.string().nullable(),
  }),
  organisation: z.object({
    id: z.number(),
    type: z.enum(ORGANISATION_TYPES),
    tradingName: z.string(),
    nickname: z.string().nullable(),
    abn: z.string().nullable(),
    ngrs: z.array(z.string()),
    state: z.string().nullable(),
    postcode: z.string().nullable(),
    status: z.string(),
  }),
});
export type TProfile = z.infer<typeof ZProfile>;

/**
 * Edit Profile (spec 000 §2.3 'profile/edit'; its fields are not shown, decision 0152): the user's
 * own name and mobile. The e-mail (the sign-in and where codes go) and the organisation's details
 * are changed by the exchange. The current password confirms the change, as the mobile can be
 * where verification codes go.
 */
export const ZUpdateProfileRequest = z.strictObject({
  firstName: zRequiredText(60),
  lastName: zRequiredText(60),
  mobile: zMobile,
  password: zText(128).min(1, MSG.required),
});
export type TUpdateProfileRequest = z.infer<typeof ZUpdateProfileRequest>;

export const PROFILE_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  mobile: 'Mobile',
  password: 'Current password',
} as const satisfies Record<keyof TUpdateProfileRequest, string>;
