import type { TSession, TSessionTokens } from '@cgx/domain/auth.schemas';
import { IMPERSONATION_SESSION_HOURS, SESSION_IDLE_HOURS, SESSION_MAX_DAYS } from '@cgx/domain/constants';
import { isStaffRole, LANDING_PATH, type Permission, permissionsFor, PORTAL_USERS_ROLES, type Role } from '@cgx/domain/roles';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext, RequestMeta } from '../../../lib/access.ts';
import { addDays, addHours } from '../../../lib/clock.ts';
import { hashToken, newToken } from '../../../lib/secrets.ts';
import { activityLog } from '../../../platform/activity/index.ts';
import { featureFlags } from '../../../platform/settings/index.ts';
import { administersOrganisation } from '../users/organisation-users.repository.ts';
import {
  findLiveSessionByTokenHash,
  findUserGrants,
  insertSession,
  type OrganisationRow,
  revokeSession,
  touchSession,
  type UserRow,
  updateUser,
} from './auth.repository.ts';

/** The staff member acting as the user, and their own session, which the impersonation cannot outlive. */
export type Impersonator = { userId: number; sessionId: number };

/** Starts a session: two fresh random tokens, of which only hashes are kept. */
export async function createSession(
  context: AppContext,
  db: Db,
  user: UserRow,
  meta: RequestMeta,
  options: { impersonator?: Impersonator } = {},
): Promise<TSessionTokens> {
  const tokens = { token: newToken(), wsToken: newToken() };
  const now = context.clock.now();
  const { impersonator } = options;
  await insertSession(db, {
    userId: user.id,
    organisationId: user.organisationId,
    tokenHash: hashToken(tokens.token),
    wsTokenHash: hashToken(tokens.wsToken),
    impersonatorUserId: impersonator?.userId ?? null,
    impersonatorSessionId: impersonator?.sessionId ?? null,
    ip: meta.ip,
    userAgent: meta.userAgent,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: impersonator ? addHours(now, IMPERSONATION_SESSION_HOURS) : addDays(now, SESSION_MAX_DAYS),
  });
  if (!impersonator) {
    await updateUser(db, user.id, { lastSignInAt: now });
    await activityLog.record(db, { action: 'sign_in', userId: user.id, organisationId: user.organisationId, ip: meta.ip });
  }
  return tokens;
}

/**
 * Ends this session; its sockets close at once. Logging out of an impersonation session ends the
 * impersonation (spec 000 §4).
 */
export async function logout(context: AppContext, auth: AuthContext, meta: RequestMeta): Promise<void> {
  await context.db.transaction(async (tx) => {
    await revokeSession(tx, auth.session.id, context.clock.now());
    await context.realtime.inTransaction(tx).announceSessionsEnded({ sessionIds: [auth.session.id] });
    await activityLog.record(tx, {
      action: auth.impersonating ? 'impersonation_end' : 'sign_out',
      userId: auth.user.id,
      organisationId: auth.organisation.id,
      actorUserId: auth.session.impersonatorUserId,
      ip: meta.ip,
    });
  });
}

/**
 * Resolves a bearer token to its caller, or null when it is unknown, revoked, expired or idle too
 * long, or an impersonation whose staff member is no longer signed in and staff (decision 0064).
 */
export async function authenticateToken(context: AppContext, token: string): Promise<AuthContext | null> {
  const now = context.clock.now();
  const found = await findLiveSessionByTokenHash(context.db, hashToken(token), now);
  if (!found) return null;
  if (addHours(found.session.lastSeenAt, SESSION_IDLE_HOURS) <= now) {
    await revokeSession(context.db, found.session.id, now);
    return null;
  }
  if (found.user.status !== 'active' || found.organisation.status === 'inactive' || found.organisation.status === 'suspended') {
    return null;
  }
  // Writing on every request would cost a row update each; a minute's precision is enough for the idle timeout.
  if (now.getTime() - found.session.lastSeenAt.getTime() > 60_000) await touchSession(context.db, found.session.id, now);
  const { grants, ...session } = found;
  return {
    ...session,
    permissions: permissionsFor(found.user.role as Role, grants),
    impersonating: found.session.impersonatorUserId !== null,
  };
}

export async function presentSession(
  context: AppContext,
  user: UserRow,
  organisation: OrganisationRow,
  permissions: Permission[],
  impersonating: boolean,
): Promise<TSession> {
  const flags = await featureFlags.read(context.db);
  const role = user.role as Role;
  return {
    userId: user.id,
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobile: user.mobile,
      loginNumber: user.loginNumber,
      role,
      mfaEnabled: user.mfaChannel !== null,
      mfaChannel: user.mfaChannel,
      isOrganisationAdmin: PORTAL_USERS_ROLES.includes(role) && (await administersOrganisation(context.db, user)),
    },
    organisation: {
      id: organisation.id,
      type: organisation.type,
      tradingName: organisation.tradingName,
      nickname: organisation.nickname,
      isStorageProvider: organisation.type === 'storage_provider',
      roleName: role,
      verificationStatus: organisation.verificationStatus,
    },
    permissions,
    featureFlags: flags,
    impersonating,
    landingPath: LANDING_PATH[role] ?? (isStaffRole(role) ? '/portal/dashboard/home' : '/portal/profile'),
  };
}

export async function presentSessionFor(context: AppContext, auth: AuthContext): Promise<TSession> {
  return presentSession(context, auth.user, auth.organisation, auth.permissions, auth.impersonating);
}

export async function presentNewSession(context: AppContext, user: UserRow, organisation: OrganisationRow) {
  const grants = await findUserGrants(context.db, user.id);
  return presentSession(context, user, organisation, permissionsFor(user.role as Role, grants), false);
}
