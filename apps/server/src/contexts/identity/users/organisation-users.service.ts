import { INVITATION_LINK_VALID_HOURS } from '@cgx/domain/constants';
import type { TPage } from '@cgx/domain/lists.schemas';
import { MSG } from '@cgx/domain/messages';
import type { TInviteUserRequest, TOrganisationUser, TOrganisationUsersQuery } from '@cgx/domain/organisation-users.schemas';
import { DEFAULT_ROLE_FOR_ORGANISATION, PORTAL_USERS_ROLES } from '@cgx/domain/roles';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, type RequestMeta, requireRole } from '../../../lib/access.ts';
import { addHours } from '../../../lib/clock.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { fieldError, forbidden } from '../../../lib/errors.ts';
import { consumeRateLimit, RATE_RULES } from '../../../lib/rate-limit.ts';
import { hashToken, newToken } from '../../../lib/secrets.ts';
import { activityLog } from '../../../platform/activity/index.ts';
import { recipientOf } from '../auth/auth.emails.ts';
import { findUserByEmail, insertUserToken, type UserRow } from '../auth/auth.repository.ts';
import { outbox } from '../../../platform/messages/index.ts';
import { newLoginNumber } from '../registrations/login-number.ts';
import { insertUser } from '../registrations/registrations.repository.ts';
import { invitationMessage } from './invitation.emails.ts';
import { administersOrganisation, type OrganisationUserRow, pageOrganisationUsers } from './organisation-users.repository.ts';

const presentUser = ({
  user,
  status,
}: OrganisationUserRow | { user: UserRow; status: TOrganisationUser['status'] }): TOrganisationUser => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  mobile: user.mobile,
  loginNumber: user.loginNumber,
  role: user.role,
  isOrganisationAdmin: user.isOrganisationAdmin,
  status,
  lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
  createdAt: user.createdAt.toISOString(),
});

/** spec 000 §2.3: a page of the caller's organisation's users, for any member the users route is for. */
export async function listOrganisationUsers(
  context: AppContext,
  auth: AuthContext,
  query: TOrganisationUsersQuery,
): Promise<TPage<TOrganisationUser>> {
  requireRole(auth, PORTAL_USERS_ROLES);
  const page = await pageOrganisationUsers(context.db, auth.organisation.id, query);
  return { ...page, rows: page.rows.map(presentUser) };
}

/**
 * The administrator adds a colleague to the organisation, with the organisation type's role. The
 * new user has no password: the e-mailed link (valid INVITATION_LINK_VALID_HOURS) lets them choose
 * one on the reset-password page, which proves the address; the outbox sends it with the user.
 */
export async function inviteUser(context: AppContext, auth: AuthContext, body: TInviteUserRequest, meta: RequestMeta) {
  requireRole(auth, PORTAL_USERS_ROLES);
  if (!(await administersOrganisation(context.db, auth.user))) throw forbidden(MSG.onlyAdministratorInvites);
  const now = context.clock.now();
  await consumeRateLimit(
    context.db,
    RATE_RULES.invitationsPerOrganisation,
    String(auth.organisation.id),
    now,
    context.config.rateLimitScale,
  );
  if (await findUserByEmail(context.db, body.email)) throw fieldError('email', MSG.inviteEmailTaken);
  try {
    return await context.db.transaction(async (tx) => {
      const loginNumber = await newLoginNumber(tx);
      const user = await insertUser(tx, {
        organisationId: auth.organisation.id,
        role: DEFAULT_ROLE_FOR_ORGANISATION[auth.organisation.type],
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        mobile: body.mobile ?? null,
        loginNumber,
        passwordHash: null,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      });
      const token = newToken();
      await insertUserToken(tx, {
        userId: user.id,
        purpose: 'invitation',
        tokenHash: hashToken(token),
        expiresAt: addHours(now, INVITATION_LINK_VALID_HOURS),
        createdAt: now,
      });
      const url = `${context.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      const inviter = `${auth.user.firstName} ${auth.user.lastName}`;
      await outbox.send(tx, invitationMessage(url, inviter, loginNumber, recipientOf(user, auth.organisation)));
      await activityLog.record(tx, {
        action: 'user_invited',
        userId: user.id,
        organisationId: auth.organisation.id,
        actorUserId: auth.session.impersonatorUserId ?? auth.user.id,
        ip: meta.ip,
      });
      return presentUser({ user, status: 'invited' });
    });
  } catch (error) {
    // Another request took the address at the same moment.
    if (isUniqueViolation(error, 'users_email_key')) throw fieldError('email', MSG.inviteEmailTaken);
    throw error;
  }
}
