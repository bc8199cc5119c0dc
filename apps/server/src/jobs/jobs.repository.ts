import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { insertAsJson } from '../db/insert-as-json.ts';
import { queryRows } from '../db/rows.ts';
import { jobs } from '../db/schema/platform.ts';

/**
 * run_at comes from JavaScript, like the time claims compare it with: the database's now() has
 * microseconds, so a job stamped by it could look a fraction of a millisecond in the future.
 */
export async function enqueueJob(db: Db, name: string, payload: unknown, runAt: Date = new Date()): Promise<void> {
  await db.insert(jobs).values({ name, payload, runAt });
}

/** Many jobs in one statement (a matching batch's announcements and alerts). */
export async function enqueueJobs(db: Db, entries: { name: string; payload: unknown }[], runAt: Date = new Date()): Promise<void> {
  await insertAsJson(
    db,
    jobs,
    entries.map((entry) => ({ ...entry, runAt })),
  );
}

export type ClaimedJob = { id: number; name: string; payload: unknown; attempts: number; maxAttempts: number };

/** Claims the oldest due job. SKIP LOCKED lets many workers share the table; a stale lock (crash) is retaken. */
export async function claimNextJob(db: Db, workerId: string, now: Date): Promise<ClaimedJob | null> {
  const staleBefore = new Date(now.getTime() - 5 * 60_000).toISOString();
  const rows = await queryRows<{ id: string | number; name: string; payload: unknown; attempts: number; max_attempts: number }>(
    db,
    sql`
    UPDATE jobs SET locked_at = ${now.toISOString()}, locked_by = ${workerId}, attempts = attempts + 1
    WHERE id = (
      SELECT id FROM jobs
      WHERE completed_at IS NULL AND failed_at IS NULL AND run_at <= ${now.toISOString()}
        AND (locked_at IS NULL OR locked_at < ${staleBefore})
      ORDER BY run_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, name, payload, attempts, max_attempts`,
  );
  const row = rows[0];
  if (!row) return null;
  return { id: Number(row.id), name: row.name, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts };
}

export async function completeJob(db: Db, id: number, now: Date): Promise<void> {
  await db.execute(sql`UPDATE jobs SET completed_at = ${now.toISOString()}, locked_at = NULL WHERE id = ${id}`);
}

/** Retries with back-off (30 s, 2 min, 8 min, ...) until maxAttempts, then marks it failed. */
export async function failJob(db: Db, job: ClaimedJob, error: string, now: Date): Promise<void> {
  if (job.attempts >= job.maxAttempts) {
    await db.execute(sql`UPDATE jobs SET failed_at = ${now.toISOString()}, locked_at = NULL, last_error = ${error} WHERE id = ${job.id}`);
    return;
  }
  const retryAt = new Date(now.getTime() + 30_000 * 4 ** (job.attempts - 1)).toISOString();
  await db.execute(sql`UPDATE jobs SET run_at = ${retryAt}, locked_at = NULL, last_error = ${error} WHERE id = ${job.id}`);
}
