import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { insertAsJson } from '../db/insert-as-json.ts';
import { queryRows } from '../db/rows.ts';
import { jobs } from '../db/schema/platform.ts';
import type { JobDefinition } from './job-definition.ts';

/**
 * run_at comes from JavaScript, like the time claims compare it with: the database's now() has
 * microseconds, so a job stamped by it could look a fraction of a millisecond in the future.
 */
export async function enqueueJob<Payload>(db: Db, job: JobDefinition<Payload>, payload: Payload, runAt: Date = new Date()): Promise<void> {
  await db.insert(jobs).values({ name: job.id, payload, runAt, priority: job.priority });
}

/** Many jobs of one kind in one statement (a matching batch's announcements and alerts). */
export async function enqueueJobs<Payload>(
  db: Db,
  job: JobDefinition<Payload>,
  payloads: readonly Payload[],
  runAt: Date = new Date(),
): Promise<void> {
  await insertAsJson(
    db,
    jobs,
    payloads.map((payload) => ({ name: job.id, payload, runAt, priority: job.priority })),
  );
}

/** A claim is identified by its worker and its attempt: a job taken over after its lease lapsed has another. */
export type ClaimedJob = {
  id: number;
  name: string;
  payload: unknown;
  priority: number;
  attempts: number;
  maxAttempts: number;
  lockedBy: string;
};

/**
 * How long a claim keeps other workers off a job before its row lock protects it. A worker takes
 * the row lock (lockClaimedJob) within milliseconds of claiming and holds it while the job runs,
 * so a live worker's job is never taken over, and a dead worker's job (its connection, and with
 * it the row lock, gone) is taken again once this has passed (decision 0081).
 */
export const CLAIM_LEASE_MS = 5_000;
/**
 * A job run without a held transaction (PGlite's one connection, decision 0081): its claim alone
 * keeps it. Longer than any delivery takes; a restarted PGlite process releases its claims first.
 */
export const UNLOCKED_CLAIM_LEASE_MS = 10 * 60_000;
/** Claims made before leases existed (locked_at only) lapse as they did then. */
const LEGACY_CLAIM_MS = 5 * 60_000;
/**
 * A worker cut off from the database (not crashed: its connection looks alive) holds the row lock
 * until PostgreSQL ends the idle transaction; no job runs anywhere near this long.
 */
const HELD_TRANSACTION_TIMEOUT_MS = 5 * 60_000;

/**
 * Claims the most urgent due job (lowest priority number, then oldest; only below priorityBelow
 * when given), and with it up to
 * batchLimit - 1 more due jobs of the same name when that name is in `batchable` (jobs that run
 * together in one transaction, decision 0083). Commits the claims with their attempts counted,
 * so a job that kills its worker every time still runs out of attempts. SKIP LOCKED passes over
 * jobs other workers are running or claiming.
 */
export async function claimNextJobs(
  db: Db,
  workerId: string,
  now: Date,
  options: { leaseMs?: number; batchable?: readonly string[]; batchLimit?: number; priorityBelow?: number } = {},
): Promise<ClaimedJob[]> {
  const at = now.toISOString();
  const due = sql`completed_at IS NULL AND failed_at IS NULL AND run_at <= ${at}
    AND COALESCE(locked_until, locked_at + ${`${LEGACY_CLAIM_MS} milliseconds`}::interval, '-infinity') < ${at}
    ${options.priorityBelow === undefined ? sql`` : sql`AND priority < ${options.priorityBelow}`}`;
  const batchable = options.batchable ?? [];
  const rows = await queryRows<{
    id: string | number;
    name: string;
    payload: unknown;
    priority: number;
    attempts: number;
    max_attempts: number;
  }>(
    db,
    sql`
    WITH first AS (
      SELECT id, name, priority FROM jobs WHERE ${due} ORDER BY priority, run_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
    ), claimed AS (
      SELECT id FROM first
      UNION ALL
      -- More of the first one's kind, only when its kind runs together, and only within its priority:
      -- the index range ends there, instead of running on through every queued delivery.
      SELECT more.id FROM first CROSS JOIN LATERAL (
        SELECT jobs.id FROM jobs
        WHERE ${due} AND jobs.priority = first.priority AND jobs.name = first.name AND jobs.id <> first.id
        ORDER BY jobs.run_at, jobs.id
        LIMIT ${Math.max(0, (options.batchLimit ?? 1) - 1)}
        FOR UPDATE SKIP LOCKED
      ) AS more
      WHERE first.name = ANY(${`{${batchable.join(',')}}`}::text[])
    )
    UPDATE jobs SET locked_at = ${at}, locked_until = ${new Date(now.getTime() + (options.leaseMs ?? CLAIM_LEASE_MS)).toISOString()},
      locked_by = ${workerId}, attempts = attempts + 1
    FROM claimed WHERE jobs.id = claimed.id
    RETURNING jobs.id, jobs.name, jobs.payload, jobs.priority, jobs.attempts, jobs.max_attempts`,
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      name: row.name,
      payload: row.payload,
      priority: row.priority,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      lockedBy: workerId,
    }))
    .sort((a, b) => a.id - b.id);
}

/** claimNextJobs for one job. */
export async function claimNextJob(db: Db, workerId: string, now: Date, leaseMs = CLAIM_LEASE_MS): Promise<ClaimedJob | null> {
  return (await claimNextJobs(db, workerId, now, { leaseMs }))[0] ?? null;
}

/**
 * Inside the transaction the jobs run in: locks their rows until that transaction ends, if the
 * claims are still this worker's. Answers how many it locked: fewer than given means another
 * worker took one over after its lease lapsed (or it is done).
 */
export async function lockClaimedJobs(tx: Db, claimed: ClaimedJob[]): Promise<number> {
  const rows = await queryRows<{ id: string | number }>(
    tx,
    sql`
    SELECT id, set_config('idle_in_transaction_session_timeout', ${String(HELD_TRANSACTION_TIMEOUT_MS)}, true)
    FROM jobs
    WHERE (id, locked_by, attempts) IN (${sql.join(
      claimed.map((job) => sql`(${job.id}::bigint, ${job.lockedBy}, ${job.attempts}::int)`),
      sql`, `,
    )})
      AND completed_at IS NULL AND failed_at IS NULL
    FOR UPDATE`,
  );
  return rows.length;
}

export async function lockClaimedJob(tx: Db, job: ClaimedJob): Promise<boolean> {
  return (await lockClaimedJobs(tx, [job])) === 1;
}

const isThisClaim = (job: ClaimedJob) => sql`id = ${job.id} AND locked_by = ${job.lockedBy} AND attempts = ${job.attempts}`;

/** locked_at and locked_by stay on a finished job: when its last run started, and where. */
export async function completeJobs(db: Db, claimed: ClaimedJob[], now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE jobs SET completed_at = ${now.toISOString()}, locked_until = NULL
        WHERE (id, locked_by, attempts) IN (${sql.join(
          claimed.map((job) => sql`(${job.id}::bigint, ${job.lockedBy}, ${job.attempts}::int)`),
          sql`, `,
        )})`,
  );
}

export const completeJob = (db: Db, job: ClaimedJob, now: Date) => completeJobs(db, [job], now);

/**
 * Retries with back-off (30 s, 2 min, 8 min, ...) until maxAttempts, then marks it failed. Only
 * while the claim is this worker's: a job taken over meanwhile is the other worker's to settle.
 */
export async function failJob(db: Db, job: ClaimedJob, error: string, now: Date): Promise<void> {
  if (job.attempts >= job.maxAttempts) {
    await db.execute(
      sql`UPDATE jobs SET failed_at = ${now.toISOString()}, locked_until = NULL, last_error = ${error}
          WHERE ${isThisClaim(job)}`,
    );
    return;
  }
  const retryAt = new Date(now.getTime() + 30_000 * 4 ** (job.attempts - 1)).toISOString();
  await db.execute(
    sql`UPDATE jobs SET run_at = ${retryAt}, locked_at = NULL, locked_until = NULL, last_error = ${error} WHERE ${isThisClaim(job)}`,
  );
}

/**
 * Frees every claim: only for a database no other process can use (a PGlite data folder), when its
 * one process starts, so a job the previous run was in the middle of runs again at once.
 */
export async function releaseAllClaims(db: Db): Promise<number> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`UPDATE jobs SET locked_at = NULL, locked_until = NULL
        WHERE completed_at IS NULL AND failed_at IS NULL AND (locked_until IS NOT NULL OR locked_at IS NOT NULL)
        RETURNING id`,
  );
  return rows.length;
}
