import { CONFIRMATION_LINK_VALID_HOURS } from '@cgx/domain/constants';
import { MSG } from '@cgx/domain/messages';
import type {
  REGISTRATION_SCHEMAS,
  TConfirmEmailResponse,
  TRegistrationResponse,
  TRegistrationType,
} from '@cgx/domain/registration.schemas';
import { DEFAULT_ROLE_FOR_ORGANISATION, type OrganisationType } from '@cgx/domain/roles';
import { isValidAbnChecksum } from '@cgx/domain/validation';
import type { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { RequestMeta } from '../../../lib/access.ts';
import { addHours } from '../../../lib/clock.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { fieldError } from '../../../lib/errors.ts';
import { consumeRateLimit, countRateLimitHit, RATE_RULES } from '../../../lib/rate-limit.ts';
import { hashPassword, hashToken, newToken } from '../../../lib/secrets.ts';
import { activityLog } from '../../../platform/activity/index.ts';
import { recipientOf } from '../auth/auth.emails.ts';
import {
  findOrganisationById,
  findUserByEmail,
  findUserById,
  insertUserToken,
  lockUserToken,
  markUserTokenUsed,
  type UserRow,
  updateUser,
} from '../auth/auth.repository.ts';
import { outbox } from '../../../platform/messages/index.ts';
import { newLoginNumber } from './login-number.ts';
import { approveJoinMessage, confirmEmailMessage, joinApprovedMessage, registrationAttemptMessage } from './registration.emails.ts';
import { findOrganisationApprovers, findOrganisationByNgr, insertNgr, insertOrganisation, insertUser } from './registrations.repository.ts';

type Parsed<T extends TRegistrationType> = z.output<(typeof REGISTRATION_SCHEMAS)[T]>;
type AnyRegistration = Parsed<TRegistrationType> & {
  ngr?: string;
  abn?: string;
  tradingName?: string;
  state?: string;
  postcode?: string;
};

const ORGANISATION_TYPE: Record<TRegistrationType, OrganisationType> = {
  'grower-ngr': 'grower',
  'grower-no-ngr': 'grower',
  trader: 'trader',
  agent: 'agent',
  analyst: 'analyst',
};

/** The person who registered, as a user of the organisation with its type's default role. */
async function insertRegistrant(
  db: Db,
  organisation: { id: number; type: OrganisationType },
  body: AnyRegistration,
  passwordHash: string,
  extra: { isOrganisationAdmin?: boolean; status?: 'pending_approval' },
) {
  return insertUser(db, {
    organisationId: organisation.id,
    role: DEFAULT_ROLE_FOR_ORGANISATION[organisation.type],
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    mobile: body.mobile,
    loginNumber: await newLoginNumber(db),
    passwordHash,
    ...extra,
  });
}

async function createConfirmationLink(context: AppContext, db: Db, userId: number): Promise<string> {
  const token = newToken();
  const now = context.clock.now();
  await insertUserToken(db, {
    userId,
    purpose: 'email_confirmation',
    tokenHash: hashToken(token),
    expiresAt: addHours(now, CONFIRMATION_LINK_VALID_HOURS),
    createdAt: now,
  });
  return `${context.config.appUrl}/register/confirm?token=${encodeURIComponent(token)}`;
}

/** What a registration answers: a new organisation's thank-you, or the e-mail-sent page of an NGR's administrator. */
const answerFor = (body: AnyRegistration, joinsNgr: boolean): TRegistrationResponse => ({
  next: joinsNgr ? 'email-sent' : 'thank-you',
  email: body.email,
  ngr: body.ngr ?? null,
});

/**
 * The address already has an account: answer exactly what a new one would get, write nothing to
 * the account, and tell its owner by e-mail (decision 0061).
 */
async function answerTakenEmail(context: AppContext, owner: UserRow, body: AnyRegistration, meta: RequestMeta) {
  const joinsNgr = body.ngr ? (await findOrganisationByNgr(context.db, body.ngr)) !== undefined : false;
  const now = context.clock.now();
  // A few notices an hour at most, so registering is not a way to flood someone's inbox.
  const notices = await countRateLimitHit(
    context.db,
    RATE_RULES.registrationNoticePerEmail,
    body.email,
    now,
    context.config.rateLimitScale,
  );
  await context.db.transaction(async (tx) => {
    await activityLog.record(tx, {
      action: 'registration_with_taken_email',
      userId: owner.id,
      organisationId: owner.organisationId,
      ip: meta.ip,
    });
    if (notices.over || owner.status === 'inactive') return;
    const organisation = await findOrganisationById(tx, owner.organisationId);
    const { appUrl } = context.config;
    await outbox.send(tx, registrationAttemptMessage(`${appUrl}/login`, `${appUrl}/forgot-password`, recipientOf(owner, organisation)));
  });
  return answerFor(body, joinsNgr);
}

export async function register(
  context: AppContext,
  type: TRegistrationType,
  body: AnyRegistration,
  source: string | undefined,
  meta: RequestMeta,
): Promise<TRegistrationResponse> {
  await consumeRateLimit(context.db, RATE_RULES.registrationPerAddress, meta.ip, context.clock.now(), context.config.rateLimitScale);
  if (body.abn && !isValidAbnChecksum(body.abn)) throw fieldError('abn', MSG.abnInvalid);
  // Hashed whether or not the address is taken, so both answers take the same time.
  const passwordHash = await hashPassword(body.password);
  const owner = await findUserByEmail(context.db, body.email);
  if (owner) return answerTakenEmail(context, owner, body, meta);
  // A second attempt when another registration took the NGR (it is then joined) or the address at the same moment.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await context.db.transaction(async (tx) => {
        const existing = body.ngr ? await findOrganisationByNgr(tx, body.ngr) : undefined;
        if (existing && body.ngr) return joinExistingOrganisation(context, tx, existing, body, body.ngr, passwordHash, meta);
        return createOrganisation(context, tx, type, body, source, passwordHash, meta);
      });
    } catch (error) {
      const raced = isUniqueViolation(error, 'users_email_key') || isUniqueViolation(error, 'organisation_ngrs_ngr_key');
      if (!raced || attempt > 1) throw error;
      const racedOwner = await findUserByEmail(context.db, body.email);
      if (racedOwner) return answerTakenEmail(context, racedOwner, body, meta);
    }
  }
}

async function createOrganisation(
  context: AppContext,
  db: Db,
  type: TRegistrationType,
  body: AnyRegistration,
  source: string | undefined,
  passwordHash: string,
  meta: RequestMeta,
): Promise<TRegistrationResponse> {
  const organisationType = ORGANISATION_TYPE[type];
  const organisation = await insertOrganisation(db, {
    type: organisationType,
    tradingName: body.tradingName ?? `${body.firstName} ${body.lastName}`,
    abn: body.abn ?? null,
    state: body.state ?? null,
    postcode: body.postcode ?? null,
    status: 'active',
    registrationSource: source ?? null,
  });
  if (body.ngr) await insertNgr(db, organisation.id, body.ngr);
  const user = await insertRegistrant(db, organisation, body, passwordHash, { isOrganisationAdmin: true });
  const url = await createConfirmationLink(context, db, user.id);
  await outbox.send(db, confirmEmailMessage(url, recipientOf(user, organisation)));
  await activityLog.record(db, {
    action: 'registered',
    userId: user.id,
    organisationId: organisation.id,
    detail: { type, source },
    ip: meta.ip,
  });
  return answerFor(body, false);
}

/** The NGR is already registered: the newcomer waits for that organisation's administrator. */
async function joinExistingOrganisation(
  context: AppContext,
  db: Db,
  organisation: NonNullable<Awaited<ReturnType<typeof findOrganisationByNgr>>>,
  body: AnyRegistration,
  ngr: string,
  passwordHash: string,
  meta: RequestMeta,
): Promise<TRegistrationResponse> {
  const approvers = await findOrganisationApprovers(db, organisation.id);
  const user = await insertRegistrant(db, organisation, body, passwordHash, { status: 'pending_approval' });
  const url = await createConfirmationLink(context, db, user.id);
  const recipients = approvers.length > 0 ? approvers.map((approver) => recipientOf(approver, organisation)) : [];
  if (recipients.length > 0) {
    await outbox.send(
      db,
      approveJoinMessage(
        url,
        { name: `${user.firstName} ${user.lastName}`, email: user.email, mobile: user.mobile ?? '' },
        ngr,
        recipients,
      ),
    );
  }
  await activityLog.record(db, {
    action: 'registered_to_join',
    userId: user.id,
    organisationId: organisation.id,
    detail: { ngr },
    ip: meta.ip,
  });
  return answerFor(body, true);
}

export async function confirmEmail(context: AppContext, token: string): Promise<TConfirmEmailResponse> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const row = await lockUserToken(tx, hashToken(token), 'email_confirmation');
    if (!row) throw fieldError('token', MSG.confirmLinkInvalid);
    if (row.usedAt) return { status: 'already_confirmed' as const };
    if (row.expiresAt <= now) throw fieldError('token', MSG.confirmLinkInvalid);
    const user = await findUserById(tx, row.userId);
    if (!user) throw fieldError('token', MSG.confirmLinkInvalid);
    await markUserTokenUsed(tx, row.id, now);
    if (user.status === 'pending_approval') {
      // The administrator vouches for the newcomer, whose address came with the request.
      await updateUser(tx, user.id, { status: 'active', emailConfirmedAt: user.emailConfirmedAt ?? now });
      const organisation = await findOrganisationById(tx, user.organisationId);
      await outbox.send(tx, joinApprovedMessage(`${context.config.appUrl}/login`, recipientOf(user, organisation)));
      await activityLog.record(tx, { action: 'join_approved', userId: user.id, organisationId: user.organisationId });
      return { status: 'approved' as const };
    }
    if (user.emailConfirmedAt) return { status: 'already_confirmed' as const };
    await updateUser(tx, user.id, { emailConfirmedAt: now });
    await activityLog.record(tx, { action: 'email_confirmed', userId: user.id, organisationId: user.organisationId });
    return { status: 'confirmed' as const };
  });
}
