import type {
  TLoginChallenge,
  TLoginRequest,
  TMfaChannel,
  TSendMfaCodeRequest,
  TVerifyMfaRequest,
  TVerifyMfaResponse,
} from '@cgx/domain/auth.schemas';
import { MFA_CODE_VALID_MINUTES, MFA_MAX_ATTEMPTS } from '@cgx/domain/constants';
import { MSG } from '@cgx/domain/messages';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { RequestMeta } from '../../../lib/access.ts';
import { addMinutes } from '../../../lib/clock.ts';
import { type AppError, fieldError, unauthenticated } from '../../../lib/errors.ts';
import { consumeRateLimit, countRateLimitHit, isRateLimitPassed, RATE_RULES, type RateRule } from '../../../lib/rate-limit.ts';
import { hashToken, sameHash, verifyPassword } from '../../../lib/secrets.ts';
import { activityLog } from '../../../platform/activity/index.ts';
import {
  findOrganisationById,
  findUserById,
  findUserByLogin,
  lockChallenge,
  type UserRow,
  updateChallenge,
  updateUser,
} from './auth.repository.ts';
import { issueCode, refusalFor, startChallenge, startDecoyChallenge } from './login-challenge.ts';
import { maskEmail, maskMobile } from './mask.ts';
import { createResetToken } from './recovery.service.ts';
import { createSession, presentNewSession } from './session.service.ts';

const limit = (context: AppContext, rule: RateRule, key: string) =>
  consumeRateLimit(context.db, rule, key, context.clock.now(), context.config.rateLimitScale);

/**
 * Counts a wrong password against the account, whether its e-mail or its login number was typed,
 * and says whether the account is now past its limit (decision 0060).
 */
async function countFailedPassword(context: AppContext, user: UserRow, meta: RequestMeta): Promise<boolean> {
  await activityLog.record(context.db, { action: 'sign_in_failed', userId: user.id, organisationId: user.organisationId, ip: meta.ip });
  const count = await countRateLimitHit(
    context.db,
    RATE_RULES.loginFailuresPerAccount,
    String(user.id),
    context.clock.now(),
    context.config.rateLimitScale,
  );
  return count.over;
}

const underAttack = (context: AppContext, user: UserRow) =>
  isRateLimitPassed(context.db, RATE_RULES.loginFailuresPerAccount, String(user.id), context.clock.now(), context.config.rateLimitScale);

/**
 * The password step. Past the account's limit of wrong passwords every password answers
 * 'Verify your identity': the right one with a real challenge and a code, any other with a decoy,
 * so guessing learns nothing and the owner still gets in (decision 0060).
 */
export async function startLogin(context: AppContext, input: TLoginRequest, meta: RequestMeta): Promise<TLoginChallenge> {
  await limit(context, RATE_RULES.loginPerAddress, meta.ip);
  const user = await findUserByLogin(context.db, input.login);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user) throw unauthenticated(MSG.invalidCredentials);
  if (!passwordOk) {
    if (!(await countFailedPassword(context, user, meta))) throw unauthenticated(MSG.invalidCredentials);
    return context.db.transaction((tx) => startDecoyChallenge(context, tx, user));
  }
  const organisation = await findOrganisationById(context.db, user.organisationId);
  const refusal = refusalFor(user, organisation?.status);
  if (refusal) {
    // Under attack, a refusal would tell the guesser the password was right.
    if (!(await underAttack(context, user))) throw refusal;
    return context.db.transaction((tx) => startDecoyChallenge(context, tx, user));
  }
  return context.db.transaction((tx) => startChallenge(context, tx, user));
}

/** The open challenge, locked, or a 401 when it has ended or expired. */
async function openChallenge(context: AppContext, db: Db, challengeId: string) {
  const challenge = await lockChallenge(db, challengeId);
  if (!challenge || challenge.endedAt || challenge.expiresAt <= context.clock.now()) throw unauthenticated(MSG.signInExpired);
  return challenge;
}

/** A code by e-mail or SMS. A user who has a channel gets codes there only (decision 0063). */
export async function sendMfaCode(context: AppContext, input: TSendMfaCodeRequest, meta: RequestMeta) {
  await limit(context, RATE_RULES.mfaPerAddress, meta.ip);
  await limit(context, RATE_RULES.mfaSendPerChallenge, input.challengeId);
  return context.db.transaction(async (tx) => {
    const challenge = await openChallenge(context, tx, input.challengeId);
    const user = await findUserById(tx, challenge.userId);
    if (!user) throw unauthenticated(MSG.signInExpired);
    if (user.mfaChannel && input.channel !== user.mfaChannel) throw fieldError('channel', MSG.mfaChannelFixed);
    if (input.channel === 'sms' && !user.mobile) throw fieldError('channel', MSG.noMobile);
    await issueCode(context, tx, challenge, user, input.channel);
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
    if (challenge.decoy || !sameHash(challenge.codeHash, hashToken(input.code))) {
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
