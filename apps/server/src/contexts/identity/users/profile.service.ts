import { MSG } from '@cgx/domain/messages';
import type { TProfile, TUpdateProfileRequest } from '@cgx/domain/profile.schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { organisationNgrs } from '../../../db/schema/organisations.ts';
import type { AuthContext, RequestMeta } from '../../../lib/access.ts';
import { fieldError } from '../../../lib/errors.ts';
import { consumeRateLimit, RATE_RULES } from '../../../lib/rate-limit.ts';
import { verifyPassword } from '../../../lib/secrets.ts';
import { activityLog } from '../../../platform/activity/index.ts';
import { findUserById, type UserRow, updateUser } from '../auth/auth.repository.ts';

export async function getProfile(context: AppContext, auth: AuthContext): Promise<TProfile> {
  return presentProfile(context, auth.user, auth);
}

async function presentProfile(context: AppContext, user: UserRow, auth: AuthContext): Promise<TProfile> {
  const { organisation } = auth;
  const ngrs = await context.db
    .select({ ngr: organisationNgrs.ngr })
    .from(organisationNgrs)
    .where(eq(organisationNgrs.organisationId, organisation.id));
  return {
    user: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobile: user.mobile,
      loginNumber: user.loginNumber,
      role: user.role,
      mfaChannel: user.mfaChannel,
      lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    },
    organisation: {
      id: organisation.id,
      type: organisation.type,
      tradingName: organisation.tradingName,
      nickname: organisation.nickname,
      abn: organisation.abn,
      ngrs: ngrs.map((row) => row.ngr),
      state: organisation.state,
      postcode: organisation.postcode,
      status: organisation.status,
    },
  };
}

/**
 * Edit Profile: the user's own name and mobile, confirmed with their current password (checked
 * as often as a password token may be asked for: a stolen session cannot guess it).
 */
export async function updateProfile(
  context: AppContext,
  auth: AuthContext,
  body: TUpdateProfileRequest,
  meta: RequestMeta,
): Promise<TProfile> {
  const now = context.clock.now();
  await consumeRateLimit(context.db, RATE_RULES.passwordTokenPerSession, String(auth.session.id), now, context.config.rateLimitScale);
  if (!(await verifyPassword(auth.user.passwordHash, body.password))) throw fieldError('password', MSG.passwordNotAuthorised);
  const changes = { firstName: body.firstName, lastName: body.lastName, mobile: body.mobile };
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter((key) => changes[key] !== auth.user[key]);
  const user = await context.db.transaction(async (tx) => {
    await updateUser(tx, auth.user.id, changes);
    await activityLog.record(tx, {
      action: 'profile_updated',
      userId: auth.user.id,
      organisationId: auth.organisation.id,
      actorUserId: auth.session.impersonatorUserId,
      detail: { changed },
      ip: meta.ip,
    });
    return findUserById(tx, auth.user.id);
  });
  if (!user) throw new Error('the user vanished while saving the profile');
  return presentProfile(context, user, auth);
}
