import { z } from 'zod';
import { zListQuery, zPage } from './lists.schemas.ts';
import { ROLES } from './roles.ts';
import { zEmail, zMobile, zRequiredText } from './validation.ts';

/**
 * spec 000 §2.3 and §6: the portal users route (Grower, Trader, Agent, Analyst). Its members see
 * their organisation's users; its administrator invites new ones (decision 0153).
 */

/** A member's standing: invited = added by the administrator, no password chosen yet. */
export const MEMBER_STATUSES = ['active', 'invited', 'pending_approval', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const MEMBER_STATUS_LABELS: Readonly<Record<MemberStatus, string>> = {
  active: 'Active',
  invited: 'Invited',
  pending_approval: 'Awaiting approval',
  inactive: 'Inactive',
};

/** GET /api/organisation/users: the term searches names, e-mail and login number. */
export const ORGANISATION_USER_SORTS = ['name', 'email', 'lastSignInAt', 'createdAt'] as const;
export const ZOrganisationUsersQuery = zListQuery({
  sorts: ORGANISATION_USER_SORTS,
  defaultDirection: 'asc',
  filters: { status: z.enum(MEMBER_STATUSES, { error: `Must be one of ${MEMBER_STATUSES.join(', ')}` }).optional() },
});
export type TOrganisationUsersQuery = z.infer<typeof ZOrganisationUsersQuery>;

export const ZOrganisationUser = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  loginNumber: z.string(),
  role: z.enum(ROLES),
  isOrganisationAdmin: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TOrganisationUser = z.infer<typeof ZOrganisationUser>;
export const ZOrganisationUsersPage = zPage(ZOrganisationUser);

/** POST /api/organisation/users: the administrator invites a colleague, who chooses a password from the e-mailed link. */
export const ZInviteUserRequest = z.strictObject({
  firstName: zRequiredText(60),
  lastName: zRequiredText(60),
  email: zEmail,
  // Not optionalField: its union answers 'Invalid input' for a wrong number instead of the mobile's own message.
  mobile: z.preprocess((value) => (value === '' || value === null ? undefined : value), zMobile.optional()),
});
export type TInviteUserRequest = z.infer<typeof ZInviteUserRequest>;

export const INVITE_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  mobile: 'Mobile',
} as const satisfies Record<keyof TInviteUserRequest, string>;
