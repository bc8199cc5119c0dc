import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sessions } from '../../../db/schema/auth.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { users } from '../../../db/schema/users.ts';
import { impersonatorStillSignedIn } from './auth.repository.ts';

export type CableSessionRow = NonNullable<Awaited<ReturnType<typeof findLiveCableSession>>>;

async function findLiveCableSession(db: Db, match: SQL, now: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      impersonatorUserId: sessions.impersonatorUserId,
      impersonatorSessionId: sessions.impersonatorSessionId,
      lastSeenAt: sessions.lastSeenAt,
      role: users.role,
      userStatus: users.status,
      organisationType: organisations.type,
      organisationStatus: organisations.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organisations, eq(organisations.id, sessions.organisationId))
    .where(
      and(
        match,
        isNull(sessions.revokedAt),
        sql`${sessions.expiresAt} > ${now.toISOString()}`,
        impersonatorStillSignedIn(sql`${now.toISOString()}::timestamptz`),
      ),
    );
  return rows[0];
}

/** The session a websocket token belongs to, unless revoked or expired, or an impersonation its staff member no longer backs. */
export const findCableSessionByWsTokenHash = (db: Db, wsTokenHash: string, now: Date) =>
  findLiveCableSession(db, eq(sessions.wsTokenHash, wsTokenHash), now);

export const findCableSessionById = (db: Db, sessionId: number, now: Date) => findLiveCableSession(db, eq(sessions.id, sessionId), now);
