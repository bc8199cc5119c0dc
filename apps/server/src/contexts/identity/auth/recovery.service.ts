import type { TForgotPasswordRequest, TResetPasswordRequest, TResetPasswordResponse } from '@cgx/domain/auth.schemas';
import { RESET_LINK_VALID_MINUTES } from '@cgx/domain/constants';
import { MSG } from '@cgx/domain/messages';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { RequestMeta } from '../../../lib/access.ts';
import { addMinutes } from '../../../lib/clock.ts';
import { fieldError } from '../../../lib/errors.ts';
import { consumeRateLimit, RATE_RULES, type RateRule } from '../../../lib/rate-limit.ts';
import { hashPassword, hashToken, newToken } from '../../../lib/secrets.ts';
import { activityLog } from '../../../platform/activity/index.ts';
import { outbox } from '../../../platform/messages/index.ts';
import { loginNumberMessage, passwordResetMessage, recipientOf } from './auth.emails.ts';
import {
  expireUnusedTokens,
  findOrganisationById,
  findUserByEmail,
  findUserById,
  insertUserToken,
  lockUserToken,
  markUserTokenUsed,
  revokeUserSessions,
  updateUser,
} from './auth.repository.ts';
import { refusalFor, startChallenge } from './login-challenge.ts';

const limit = (context: AppContext, rule: RateRule, key: string) =>
  consumeRateLimit(context.db, rule, key, context.clock.now(), context.config.rateLimitScale);

export async function createResetToken(context: AppContext, db: Db, userId: number): Promise<string> {
  const now = context.clock.now();
  const token = newToken();
  await expireUnusedTokens(db, userId, 'password_reset', now);
  await insertUserToken(db, {
    userId,
    purpose: 'password_reset',
    tokenHash: hashToken(token),
    expiresAt: addMinutes(now, RESET_LINK_VALID_MINUTES),
    createdAt: now,
  });
  return token;
}

/**
 * The account a recovery e-mail goes to, if any. Both recovery forms answer the same whether or
 * not it exists, so they cannot be used to find accounts.
 */
async function findRecoverableAccount(context: AppContext, email: string, meta: RequestMeta) {
  await limit(context, RATE_RULES.recoveryPerAddress, meta.ip);
  await limit(context, RATE_RULES.recoveryPerEmail, email);
  const user = await findUserByEmail(context.db, email);
  if (!user || user.status === 'inactive') return null;
  return { user, organisation: await findOrganisationById(context.db, user.organisationId) };
}

export async function requestPasswordReset(context: AppContext, input: TForgotPasswordRequest, meta: RequestMeta) {
  const account = await findRecoverableAccount(context, input.email, meta);
  if (account) {
    const { user, organisation } = account;
    await context.db.transaction(async (tx) => {
      const token = await createResetToken(context, tx, user.id);
      // spec 000 §2.2: the link carries ?token=; the page drops it from the address bar once read.
      const url = `${context.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await outbox.send(tx, passwordResetMessage(url, recipientOf(user, organisation)));
    });
  }
  return { message: MSG.resetLinkSent };
}

export async function requestLoginNumber(context: AppContext, input: TForgotPasswordRequest, meta: RequestMeta) {
  const account = await findRecoverableAccount(context, input.email, meta);
  if (account) {
    const { user, organisation } = account;
    await outbox.send(context.db, loginNumberMessage(user.loginNumber, `${context.config.appUrl}/login`, recipientOf(user, organisation)));
  }
  return { message: MSG.loginNumberSent };
}

/**
 * Sets the new password and ends every session of the account, then goes on to 'Verify your
 * identity' like a sign-in: the e-mailed link proves the address, not the second factor, so a
 * user whose codes go by SMS still needs their phone (decision 0063).
 */
export async function resetPassword(context: AppContext, input: TResetPasswordRequest, meta: RequestMeta): Promise<TResetPasswordResponse> {
  await limit(context, RATE_RULES.recoveryPerAddress, meta.ip);
  const passwordHash = await hashPassword(input.password);
  const now = context.clock.now();
  const challenge = await context.db.transaction(async (tx) => {
    // An invitation link (contexts/identity/users/invitations.service.ts) sets the first password the same way.
    const row = await lockUserToken(tx, hashToken(input.token), ['password_reset', 'invitation']);
    if (!row || row.usedAt || row.expiresAt <= now) throw fieldError('token', MSG.resetLinkInvalid);
    const owner = await findUserById(tx, row.userId);
    if (owner?.status !== 'active') throw fieldError('token', MSG.resetLinkInvalid);
    // The link arrived by e-mail, which proves the address.
    const confirmed = { ...owner, emailConfirmedAt: owner.emailConfirmedAt ?? now };
    const refusal = refusalFor(confirmed, (await findOrganisationById(tx, owner.organisationId))?.status);
    if (refusal) throw refusal;
    await markUserTokenUsed(tx, row.id, now);
    await updateUser(tx, owner.id, { passwordHash, mustChangePassword: false, emailConfirmedAt: confirmed.emailConfirmedAt });
    // Every other session ends with the old password, its sockets at once.
    await revokeUserSessions(tx, owner.id, now);
    await context.realtime.inTransaction(tx).announceSessionsEnded({ userIds: [owner.id] });
    await activityLog.record(tx, {
      action: row.purpose === 'invitation' ? 'invitation_accepted' : 'password_reset',
      userId: owner.id,
      organisationId: owner.organisationId,
      ip: meta.ip,
    });
    return startChallenge(context, tx, { ...confirmed, passwordHash, mustChangePassword: false });
  });
  return { message: MSG.passwordReset, ...challenge };
}
