import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { send } from '../../../db/together.ts';
import { idempotencyKeys } from '../../../db/schema/platform.ts';

/** A request's key, claimed in the transaction that does its work (decision 0071). */
export type IdempotencyClaim = {
  userId: number;
  key: string;
  /** 'POST /api/offers/:orderId/cancel' */
  route: string;
  requestHash: string;
  /** What the first answer's status code is when the work succeeds. */
  statusCode: number;
  now: Date;
};

export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

const pairs = (claims: readonly IdempotencyClaim[]) =>
  sql.join(
    claims.map((claim) => sql`(${claim.userId}::integer, ${claim.key}::text)`),
    sql`, `,
  );

/**
 * Claims the keys in the caller's transaction, sent at the call. Answers the keys taken; a key
 * another request has committed is not answered, and one that a transaction still running has
 * claimed waits for that transaction (then is not answered if it committed).
 */
export function claimKeys(tx: Db, claims: readonly IdempotencyClaim[]): Promise<{ userId: number; key: string }[]> {
  if (claims.length === 0) return Promise.resolve([]);
  return send(
    tx
      .insert(idempotencyKeys)
      .values(
        claims.map((claim) => ({
          userId: claim.userId,
          key: claim.key,
          route: claim.route,
          requestHash: claim.requestHash,
          createdAt: claim.now,
        })),
      )
      .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.key] })
      .returning({ userId: idempotencyKeys.userId, key: idempotencyKeys.key }),
  );
}

/** The first answers, written in the same transaction as the work they answer: one statement, sent at the call. */
export function recordAnswers(tx: Db, answers: readonly { claim: IdempotencyClaim; body: unknown }[]): Promise<unknown> {
  if (answers.length === 0) return Promise.resolve();
  const values = sql.join(
    answers.map(
      ({ claim, body }) =>
        sql`(${claim.userId}::integer, ${claim.key}::text, ${claim.statusCode}::integer, ${JSON.stringify(body ?? null)}::jsonb)`,
    ),
    sql`, `,
  );
  return send(
    tx.execute(sql`UPDATE ${idempotencyKeys} SET status_code = v.status_code, response = v.response
      FROM (VALUES ${values}) AS v(user_id, key, status_code, response)
      WHERE ${idempotencyKeys.userId} = v.user_id AND ${idempotencyKeys.key} = v.key`),
  );
}

/** Keys of work that failed after its claim (its error is not kept: a retry runs again). Sent at the call. */
export function releaseKeys(tx: Db, claims: readonly IdempotencyClaim[]): Promise<unknown> {
  if (claims.length === 0) return Promise.resolve();
  return send(tx.execute(sql`DELETE FROM ${idempotencyKeys} WHERE (user_id, key) IN (${pairs(claims)})`));
}

export async function findKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function forgetKey(db: Db, id: number): Promise<void> {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** The periodic cleanup: keys answer retries for 24 hours. */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_LIFETIME_MS)));
}
