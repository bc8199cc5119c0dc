import type { TLoginChallenge, TMfaChannel } from '@cgx/domain/auth.schemas';
import { MFA_CODE_LENGTH } from '@cgx/domain/constants';
import { MSG } from '@cgx/domain/messages';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { addMinutes } from '../../../lib/clock.ts';
import { type AppError, forbidden } from '../../../lib/errors.ts';
import { hashToken, newNumericCode, newToken } from '../../../lib/secrets.ts';
import { outbox } from '../../../platform/messages/index.ts';
import { mfaCodeMessage, recipientOf } from './auth.emails.ts';
import { endOpenChallenges, findOrganisationById, insertChallenge, updateChallenge, type UserRow } from './auth.repository.ts';
import { maskEmail, maskMobile } from './mask.ts';

/** The whole sign-in, from password to session, must finish within this time. */
const CHALLENGE_VALID_MINUTES = 20;

/** Why an account with the right password still may not sign in. */
export function refusalFor(user: UserRow, organisationStatus: string | undefined): AppError | null {
  if (user.status === 'pending_approval') return forbidden(MSG.awaitingApproval);
  if (!user.emailConfirmedAt) return forbidden(MSG.emailNotConfirmed);
  if (user.status !== 'active' || organisationStatus === 'inactive' || organisationStatus === 'suspended') {
    return forbidden(MSG.accountInactive);
  }
  return null;
}

/**
 * Sends a new code for the challenge. Resends keep the count of wrong codes: five per sign-in,
 * however many codes were sent. A decoy's code is made and kept like a real one but never sent.
 */
export async function issueCode(
  context: AppContext,
  db: Db,
  challenge: { id: string; decoy: boolean },
  user: UserRow,
  channel: TMfaChannel,
) {
  const code = newNumericCode(MFA_CODE_LENGTH);
  const organisation = await findOrganisationById(db, user.organisationId);
  await updateChallenge(db, challenge.id, { channel, codeHash: hashToken(code), codeSentAt: context.clock.now() });
  if (!challenge.decoy) await outbox.send(db, mfaCodeMessage(channel, code, recipientOf(user, organisation)));
}

async function openNewChallenge(context: AppContext, db: Db, user: UserRow, decoy: boolean): Promise<TLoginChallenge> {
  const now = context.clock.now();
  const id = newToken();
  await insertChallenge(db, { id, userId: user.id, decoy, expiresAt: addMinutes(now, CHALLENGE_VALID_MINUTES), createdAt: now });
  // Users who chose a channel get their code at once; the others choose on the next screen.
  if (user.mfaChannel) await issueCode(context, db, { id, decoy }, user, user.mfaChannel);
  return {
    view: 'mfa',
    challengeId: id,
    mfaEnabled: user.mfaChannel !== null,
    destinations: { email: maskEmail(user.email), sms: user.mobile ? maskMobile(user.mobile) : null },
    sentTo: user.mfaChannel,
  };
}

/** 'Verify your identity' for the account's owner: their other unfinished sign-ins end. */
export async function startChallenge(context: AppContext, db: Db, user: UserRow): Promise<TLoginChallenge> {
  await endOpenChallenges(db, user.id, context.clock.now());
  return openNewChallenge(context, db, user, false);
}

/**
 * The same answer for a password that was not accepted while the account is under attack
 * (decision 0060): no code goes out and none passes. The owner's own sign-ins are left alone,
 * so guessing cannot end them.
 */
export function startDecoyChallenge(context: AppContext, db: Db, user: UserRow): Promise<TLoginChallenge> {
  return openNewChallenge(context, db, user, true);
}
