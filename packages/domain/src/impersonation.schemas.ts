import { z } from 'zod';
import { MSG } from './messages.ts';
import { ROLES } from './roles.ts';
import { INT4_MAX, zText } from './validation.ts';

/** Staff start acting as a user (spec 000 §2.2, §4): the answer opens /impersonate in a new window. */
export const ZStartImpersonationRequest = z.strictObject({
  userId: z
    .number({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.mustBeNumber) })
    .int(MSG.mustBeNumber)
    .positive(MSG.mustBeNumber)
    .max(INT4_MAX, MSG.mustBeNumber),
});
export type TStartImpersonationRequest = z.infer<typeof ZStartImpersonationRequest>;

/** The impersonation session's tokens and where its window goes first. */
export const ZStartImpersonationResponse = z.object({
  token: z.string(),
  wsToken: z.string(),
  userId: z.number(),
  organisationId: z.number(),
  redirectUrl: z.string(),
});
export type TStartImpersonationResponse = z.infer<typeof ZStartImpersonationResponse>;

/** A user staff may act as, found by the staff 'Impersonate a User' lookup. */
export const ZImpersonationCandidate = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  loginNumber: z.string(),
  role: z.enum(ROLES),
  organisationId: z.number(),
  organisationName: z.string(),
});
export type TImpersonationCandidate = z.infer<typeof ZImpersonationCandidate>;

export const ZImpersonationCandidatesQuery = z.object({
  term: zText(100).trim().optional(),
});
