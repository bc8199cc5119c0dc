import type { TImpersonationCandidate, TStartImpersonationResponse } from '@cgx/domain/impersonation.schemas';
import { isStaffRole, LANDING_PATH, type Role } from '@cgx/domain/roles';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, type RequestMeta, requireStaff } from '../../../lib/access.ts';
import { fieldError, forbidden, notFound } from '../../../lib/errors.ts';
import { activityLog } from '../../../platform/activity/index.ts';
import { findOrganisationById, findUserById, revokeSession } from '../auth/auth.repository.ts';
import { createSession } from '../auth/session.service.ts';
import { searchCandidates } from './impersonation.repository.ts';

export const IMPERSONATION_TEXTS = {
  staffTarget: 'Staff accounts cannot be impersonated.',
  inactiveTarget: 'This user or their organisation is not active.',
  notImpersonating: 'This session is not an impersonation.',
} as const;

/** Staff only, and never from inside another impersonation (the caller would then be the member, not staff). */
function requireStaffActingAsThemselves(auth: AuthContext): void {
  requireStaff(auth);
  if (auth.impersonating) throw forbidden();
}

export async function listImpersonationCandidates(
  context: AppContext,
  auth: AuthContext,
  term: string | undefined,
): Promise<TImpersonationCandidate[]> {
  requireStaffActingAsThemselves(auth);
  const rows = await searchCandidates(context.db, term || undefined);
  return rows.map((row) => ({ ...row, role: row.role as Role }));
}

/**
 * spec 000 §2.2, §4: a new session for the target user, flagged with the staff member who acts
 * and their own session (sessions.impersonator_user_id, impersonator_session_id), lasting a few
 * hours, and an 'impersonation_start' entry in the activity log.
 */
export async function startImpersonation(
  context: AppContext,
  auth: AuthContext,
  userId: number,
  meta: RequestMeta,
): Promise<TStartImpersonationResponse> {
  requireStaffActingAsThemselves(auth);
  const target = await findUserById(context.db, userId);
  if (!target) throw notFound('No such user.');
  if (isStaffRole(target.role as Role)) throw fieldError('userId', IMPERSONATION_TEXTS.staffTarget);
  const organisation = await findOrganisationById(context.db, target.organisationId);
  if (!organisation || organisation.type === 'exchange') throw fieldError('userId', IMPERSONATION_TEXTS.staffTarget);
  if (target.status !== 'active' || organisation.status === 'inactive' || organisation.status === 'suspended') {
    throw fieldError('userId', IMPERSONATION_TEXTS.inactiveTarget);
  }
  const tokens = await context.db.transaction(async (tx) => {
    // The impersonation lives only as long as the staff member's own session (decision 0064).
    const created = await createSession(context, tx, target, meta, { impersonator: { userId: auth.user.id, sessionId: auth.session.id } });
    await activityLog.record(tx, {
      action: 'impersonation_start',
      userId: target.id,
      organisationId: organisation.id,
      actorUserId: auth.user.id,
      ip: meta.ip,
      detail: { staffName: `${auth.user.firstName} ${auth.user.lastName}`, userName: `${target.firstName} ${target.lastName}` },
    });
    return created;
  });
  return {
    ...tokens,
    userId: target.id,
    organisationId: organisation.id,
    redirectUrl: LANDING_PATH[target.role as Role],
  };
}

/** Exit Impersonation: the impersonation session ends everywhere, recorded as 'impersonation_end'. */
export async function endImpersonation(context: AppContext, auth: AuthContext, meta: RequestMeta): Promise<void> {
  if (!auth.impersonating) throw forbidden(IMPERSONATION_TEXTS.notImpersonating);
  await context.db.transaction(async (tx) => {
    await revokeSession(tx, auth.session.id, context.clock.now());
    await context.realtime.inTransaction(tx).announceSessionsEnded({ sessionIds: [auth.session.id] });
    await activityLog.record(tx, {
      action: 'impersonation_end',
      userId: auth.user.id,
      organisationId: auth.organisation.id,
      actorUserId: auth.session.impersonatorUserId,
      ip: meta.ip,
    });
  });
}
