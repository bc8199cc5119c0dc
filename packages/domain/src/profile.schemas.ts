import { z } from 'zod';
import { ORGANISATION_TYPES, ROLES } from './roles.ts';

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
