import type {
  TForgotPasswordRequest,
  TLoginChallenge,
  TLoginRequest,
  TMfaChannel,
  TResetPasswordRequest,
  TResetPasswordResponse,
  TSendMfaCodeRequest,
  TVerifyMfaRequest,
  TVerifyMfaResponse,
} from '@cgx/domain/auth.schemas';
import { MFA_CODE_LENGTH, MFA_CODE_VALID_MINUTES, MFA_MAX_ATTEMPTS, RESET_LINK_VALID_MINUTES } from '@cgx/domain/constants';
import { MSG } from '@cgx/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext, RequestMeta } from '../../lib/access.ts';
import { addMinutes } from '../../lib/clock.ts';
import { type AppError, fieldError, forbidden, unauthenticated } from '../../lib/errors.ts';
import { consumeRateLimit, RATE_RULES } from '../../lib/rate-limit.ts';
import { hashPassword, hashToken, newNumericCode, newToken, sameHash, verifyPassword } from '../../lib/secrets.ts';
import { recordActivity } from '../activity/activity.repository.ts';
import { enqueueMessage } from '../messages/outbox.repository.ts';
import { loginNumberMessage, mfaCodeMessage, passwordResetMessage, recipientOf } from './auth.emails.ts';
import {
  endOpenChallenges,
  expireUnusedTokens,
  findOrganisationById,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  insertChallenge,
  insertUserToken,
  lockChallenge,
  lockUserToken,
  markUserTokenUsed,
  revokeSession,
  revokeUserSessions,
  type UserRow,
  updateChallenge,
  updateUser,
} from './auth.repository.ts';
import { maskEmail, maskMobile } from './mask.ts';
import { createSession, presentNewSession } from './session.service.ts';

/** The whole sign-in, from password to session, must finish within this time. */
const CHALLENGE_VALID_MINUTES = 20;

const limit = (context: AppContext, rule: (typeof RATE_RULES)[keyof typeof RATE_RULES], key: string) =>
  consumeRateLimit(context.db, rule, key, context.clock.now(), context.config.rateLimitScale);

/** Why an account with the right password still may not sign in. */
function refusalFor(user: UserRow, organisationStatus: string | undefined): AppError | null {
  if (user.status === 'pending_approval') return forbidden(MSG.awaitingApproval);
  if (!user.emailConfirmedAt) return forbidden(MSG.emailNotConfirmed);
  if (user.status !== 'active' || organisationStatus === 'inactive' || organisationStatus === 'suspended') {
    return forbidden(MSG.accountInactive);
  }
  return null;
}

export async function startLogin(context: AppContext, input: TLoginRequest, meta: RequestMeta): Promise<TLoginChallenge> {
  await limit(context, RATE_RULES.loginPerAddress, meta.ip);
  await limit(context, RATE_RULES.loginPerAccount, input.login.trim());
  const user = await findUserByLogin(context.db, input.login);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !passwordOk) {
    if (user)
      await recordActivity(context.db, { action: 'sign_in_failed', userId: user.id, organisationId: user.organisationId, ip: meta.ip });
    throw unauthenticated(MSG.invalidCredentials);
  }
  const organisation = await findOrganisationById(context.db, user.organisationId);
  const refusal = refusalFor(user, organisation?.status);
  if (refusal) throw refusal;

  const now = context.clock.now();
  const challengeId = newToken();
  await context.db.transaction(async (tx) => {
    await endOpenChallenges(tx, user.id, now);
    await insertChallenge(tx, { id: challengeId, userId: user.id, expiresAt: addMinutes(now, CHALLENGE_VALID_MINUTES), createdAt: now });
    // Users who chose a channel get their code at once; the others choose on the next screen.
    if (user.mfaChannel) await issueCode(context, tx, challengeId, user, user.mfaChannel);
  });
  return {
    view: 'mfa',
    challengeId,
    mfaEnabled: user.mfaChannel !== null,
    destinations: { email: maskEmail(user.email), sms: user.mobile ? maskMobile(user.mobile) : null },
    sentTo: user.mfaChannel,
  };
}

async function issueCode(context: AppContext, db: Db, challengeId: string, user: UserRow, channel: TMfaChannel) {
  const code = newNumericCode(MFA_CODE_LENGTH);
  const organisation = await findOrganisationById(db, user.organisationId);
  await updateChallenge(db, challengeId, { channel, codeHash: hashToken(code), codeSentAt: context.clock.now(), attempts: 0 });
  await enqueueMessage(db, mfaCodeMessage(channel, code, recipientOf(user, organisation)));
}

/** The open challenge, locked, or a 401 when it has ended or expired. */
async function openChallenge(context: AppContext, db: Db, challengeId: string) {
  const challenge = await lockChallenge(db, challengeId);
  if (!challenge || challenge.endedAt || challenge.expiresAt <= context.clock.now()) throw unauthenticated(MSG.signInExpired);
  return challenge;
}

export async function sendMfaCode(context: AppContext, input: TSendMfaCodeRequest, meta: RequestMeta) {
  await limit(context, RATE_RULES.mfaPerAddress, meta.ip);
  await limit(context, RATE_RULES.mfaSendPerChallenge, input.challengeId);
  return context.db.transaction(async (tx) => {
    const challenge = await openChallenge(context, tx, input.challengeId);
    const user = await findUserById(tx, challenge.userId);
    if (!user) throw unauthenticated(MSG.signInExpired);
    if (input.channel === 'sms' && !user.mobile) throw fieldError('channel', MSG.noMobile);
    await issueCode(context, tx, challenge.id, user, input.channel);
    return {
      sentTo: input.channel,
      destination: input.channel === 'sms' && user.mobile ? maskMobile(user.mobile) : maskEmail(user.email),
    };
  });
}

type VerifyOutcome = { ok: true; user: UserRow; channel: TMfaChannel } | { ok: false; error: AppError };

export async function verifyMfaCode(context: AppContext, input: TVerifyMfaRequest, meta: RequestMeta): Promise<TVerifyMfaResponse> {
  await limit(context, RATE_RULES.mfaPerAddress, meta.ip);
  const now = context.clock.now();
  // A wrong code must still count, so the transaction returns the refusal instead of throwing (which would roll back).
  const outcome = await context.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const challenge = await openChallenge(context, tx, input.challengeId);
    if (!challenge.codeHash || !challenge.channel || !challenge.codeSentAt) {
      return { ok: false, error: fieldError('code', MSG.askForCodeFirst) };
    }
    if (addMinutes(challenge.codeSentAt, MFA_CODE_VALID_MINUTES) <= now) {
      return { ok: false, error: fieldError('code', MSG.codeExpired) };
    }
    if (!sameHash(challenge.codeHash, hashToken(input.code))) {
      const attempts = challenge.attempts + 1;
      const exhausted = attempts >= MFA_MAX_ATTEMPTS;
      await updateChallenge(tx, challenge.id, { attempts, ...(exhausted ? { endedAt: now } : {}) });
      return { ok: false, error: exhausted ? unauthenticated(MSG.signInExpired) : fieldError('code', MSG.invalidCode) };
    }
    await updateChallenge(tx, challenge.id, { endedAt: now });
    const user = await findUserById(tx, challenge.userId);
    if (!user) return { ok: false, error: unauthenticated(MSG.signInExpired) };
    if (!user.mfaChannel) await updateUser(tx, user.id, { mfaChannel: challenge.channel });
    return { ok: true, user, channel: challenge.channel };
  });
  if (!outcome.ok) throw outcome.error;

  const { user } = outcome;
  if (user.mustChangePassword) {
    // The stored password predates the current rule: the login page asks for a new one.
    const token = await createResetToken(context, context.db, user.id);
    return { view: 'resetPassword', token };
  }
  const organisation = await findOrganisationById(context.db, user.organisationId);
  if (!organisation) throw unauthenticated(MSG.signInExpired);
  const tokens = await context.db.transaction((tx) => createSession(context, tx, user, meta));
  const fresh = (await findUserById(context.db, user.id)) ?? user;
  return { view: 'session', tokens, session: await presentNewSession(context, fresh, organisation) };
}

export async function cancelLogin(context: AppContext, challengeId: string): Promise<void> {
  await updateChallenge(context.db, challengeId, { endedAt: context.clock.now() });
}

async function createResetToken(context: AppContext, db: Db, userId: number): Promise<string> {
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
      const url = `${context.config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await enqueueMessage(tx, passwordResetMessage(url, recipientOf(user, organisation)));
    });
  }
  return { message: MSG.resetLinkSent };
}

export async function requestLoginNumber(context: AppContext, input: TForgotPasswordRequest, meta: RequestMeta) {
  const account = await findRecoverableAccount(context, input.email, meta);
  if (account) {
    const { user, organisation } = account;
    await enqueueMessage(
      context.db,
      loginNumberMessage(user.loginNumber, `${context.config.appUrl}/login`, recipientOf(user, organisation)),
    );
  }
  return { message: MSG.loginNumberSent };
}

export async function resetPassword(context: AppContext, input: TResetPasswordRequest, meta: RequestMeta): Promise<TResetPasswordResponse> {
  await limit(context, RATE_RULES.recoveryPerAddress, meta.ip);
  const passwordHash = await hashPassword(input.password);
  const now = context.clock.now();
  const { user, tokens } = await context.db.transaction(async (tx) => {
    const row = await lockUserToken(tx, hashToken(input.token), 'password_reset');
    if (!row || row.usedAt || row.expiresAt <= now) throw fieldError('token', MSG.resetLinkInvalid);
    const owner = await findUserById(tx, row.userId);
    if (owner?.status !== 'active') throw fieldError('token', MSG.resetLinkInvalid);
    await markUserTokenUsed(tx, row.id, now);
    // The link arrived by e-mail, which proves the address; every other session ends with the old password.
    await updateUser(tx, owner.id, { passwordHash, mustChangePassword: false, emailConfirmedAt: owner.emailConfirmedAt ?? now });
    await revokeUserSessions(tx, owner.id, now);
    await recordActivity(tx, { action: 'password_reset', userId: owner.id, organisationId: owner.organisationId, ip: meta.ip });
    return { user: owner, tokens: await createSession(context, tx, owner, meta) };
  });
  const organisation = await findOrganisationById(context.db, user.organisationId);
  if (!organisation) throw unauthenticated();
  const fresh = (await findUserById(context.db, user.id)) ?? user;
  return { message: MSG.passwordReset, tokens, session: await presentNewSession(context, fresh, organisation) };
}

export async function logout(context: AppContext, auth: AuthContext, meta: RequestMeta): Promise<void> {
  await revokeSession(context.db, auth.session.id, context.clock.now());
  await recordActivity(context.db, {
    // Logging out of an impersonation session ends the impersonation (spec 000 §4).
    action: auth.impersonating ? 'impersonation_end' : 'sign_out',
    userId: auth.user.id,
    organisationId: auth.organisation.id,
    actorUserId: auth.session.impersonatorUserId,
    ip: meta.ip,
  });
}
