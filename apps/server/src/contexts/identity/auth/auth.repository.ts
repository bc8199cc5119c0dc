import { SESSION_IDLE_HOURS } from '@cgx/domain/constants';
import { STAFF_ROLES } from '@cgx/domain/roles';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { coalesced } from '../../../db/coalesce.ts';
import { prepared } from '../../../db/prepared.ts';
import { loginChallenges, sessions, userTokens } from '../../../db/schema/auth.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { userPermissions, users } from '../../../db/schema/users.ts';

export type UserRow = typeof users.$inferSelect;
export type OrganisationRow = typeof organisations.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ChallengeRow = typeof loginChallenges.$inferSelect;

/** A login is an e-mail address or a login number. */
export async function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim();
  const column = value.includes('@') ? users.email : users.loginNumber;
  return db.query.users.findFirst({ where: eq(column, value.includes('@') ? value.toLowerCase() : value) });
}

export const findUserByEmail = (db: Db, email: string) => db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });

export const findUserById = (db: Db, id: number) => db.query.users.findFirst({ where: eq(users.id, id) });

export const findOrganisationById = (db: Db, id: number) => db.query.organisations.findFirst({ where: eq(organisations.id, id) });

export async function findUserGrants(db: Db, userId: number): Promise<string[]> {
  const query = prepared(db, 'user_grants', (base) =>
    base
      .select({ permission: userPermissions.permission })
      .from(userPermissions)
      .where(eq(userPermissions.userId, sql.placeholder('userId')))
      .prepare('user_grants'),
  );
  return (await query.execute({ userId })).map((row) => row.permission);
}

export async function updateUser(db: Db, userId: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function insertChallenge(db: Db, values: typeof loginChallenges.$inferInsert) {
  await db.insert(loginChallenges).values(values);
}

/** Locks the challenge row so two verifications of one code cannot both succeed. */
export async function lockChallenge(db: Db, id: string): Promise<ChallengeRow | undefined> {
  const rows = await db.select().from(loginChallenges).where(eq(loginChallenges.id, id)).for('update');
  return rows[0];
}

export async function updateChallenge(db: Db, id: string, values: Partial<typeof loginChallenges.$inferInsert>) {
  await db.update(loginChallenges).set(values).where(eq(loginChallenges.id, id));
}

export async function endOpenChallenges(db: Db, userId: number, now: Date) {
  await db
    .update(loginChallenges)
    .set({ endedAt: now })
    .where(and(eq(loginChallenges.userId, userId), isNull(loginChallenges.endedAt)));
}

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

type SessionLookup = { tokenHash: string; now: Date };

/**
 * A session that is not an impersonation, or one whose staff member is still signed in (their own
 * session not revoked, expired or idle), still active, and still staff: Admin or CGX Sales of the
 * exchange (decision 0064). A condition on the sessions row, so each lookup stays one statement.
 */
export const impersonatorStillSignedIn = (now: SQL) => sql`(${sessions.impersonatorUserId} is null or exists (
  select 1 from ${sessions} as staff_session
  join ${users} as staff on staff.id = staff_session.user_id
  join ${organisations} as staff_organisation on staff_organisation.id = staff_session.organisation_id
  where staff_session.id = ${sessions.impersonatorSessionId}
    and staff_session.user_id = ${sessions.impersonatorUserId}
    and staff_session.revoked_at is null
    and staff_session.expires_at > ${now}
    and staff_session.last_seen_at > ${now} - interval '${sql.raw(String(SESSION_IDLE_HOURS))} hours'
    and staff.status = 'active'
    and staff.role in (${sql.join(
      STAFF_ROLES.map((role) => sql`${role}`),
      sql`, `,
    )})
    and staff_organisation.type = 'exchange'
    and staff_organisation.status not in ('inactive', 'suspended')))`;

/**
 * Every signed-in request asks this: one prepared statement for the session, its user and
 * organisation, and the user's grants; the requests of one moment share it (coalesced).
 */
const liveSessionsByTokenHash = coalesced(async (db: Db, lookups: SessionLookup[]) => {
  const query = prepared(db, 'live_sessions_by_token_hashes', (base) =>
    base
      .select({
        session: sessions,
        user: users,
        organisation: organisations,
        grants: sql<
          string[]
        >`array(select ${userPermissions.permission} from ${userPermissions} where ${userPermissions.userId} = ${users.id})`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(organisations, eq(organisations.id, sessions.organisationId))
      .where(
        and(
          sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`,
          isNull(sessions.revokedAt),
          sql`${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz`,
          impersonatorStillSignedIn(sql`${sql.placeholder('now')}::timestamptz`),
        ),
      )
      .prepare('live_sessions_by_token_hashes'),
  );
  const earliest = new Date(Math.min(...lookups.map((lookup) => lookup.now.getTime())));
  const rows = await query.execute({
    tokenHashes: [...new Set(lookups.map((lookup) => lookup.tokenHash))],
    now: earliest.toISOString(),
  });
  // Read at the earliest moment asked: each lookup then keeps only a session still live at its own.
  return lookups.map(({ tokenHash, now }) =>
    rows.find((row) => row.session.tokenHash === tokenHash && row.session.expiresAt.getTime() > now.getTime()),
  );
});

export function findLiveSessionByTokenHash(db: Db, tokenHash: string, now: Date) {
  return liveSessionsByTokenHash(db, { tokenHash, now });
}

export async function touchSession(db: Db, sessionId: number, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: Db, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertUserToken(db: Db, values: typeof userTokens.$inferInsert) {
  await db.insert(userTokens).values(values);
}

/** Locks the token row: a single-use link can be used once even under concurrent clicks. */
export type UserTokenPurpose = (typeof userTokens.$inferSelect)['purpose'];

/** The token row, locked, if it has one of the purposes. */
export async function lockUserToken(db: Db, tokenHash: string, purpose: UserTokenPurpose | readonly UserTokenPurpose[]) {
  const purposes: UserTokenPurpose[] = typeof purpose === 'string' ? [purpose] : [...purpose];
  const rows = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), inArray(userTokens.purpose, purposes)))
    .for('update');
  return rows[0];
}

export async function markUserTokenUsed(db: Db, id: number, now: Date) {
  await db.update(userTokens).set({ usedAt: now }).where(eq(userTokens.id, id));
}

/** A new reset link makes the older unused ones worthless. */
export async function expireUnusedTokens(db: Db, userId: number, purpose: UserTokenPurpose, now: Date) {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}
