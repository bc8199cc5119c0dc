import { createHash } from 'node:crypto';
import { MSG } from '@cgx/domain/messages';
import { IDEMPOTENCY_KEY_HEADER } from '@cgx/domain/orders.schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../lib/access.ts';
import { conflict } from '../../../lib/errors.ts';
import { type IdempotencyClaim, KEY_LIFETIME_MS, claimKeys, findKey, forgetKey, recordAnswers } from './idempotency.repository.ts';

/**
 * Thrown by work whose key another request claimed and committed meanwhile (another server, or
 * the same one a moment before): its stored answer is the answer.
 */
export class IdempotencyKeyTaken extends Error {
  constructor() {
    super('idempotency key already used');
  }
}

/** JSON with object keys in order, so that one body always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${stableJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * The request as the key stands for it: its route parameters and parsed body, without the password
 * token (it authenticates the submit and may be renewed for a retry; it is not what is asked for).
 */
export function requestHashOf(params: unknown, body: unknown): string {
  const { passwordToken: _token, ...rest } = (body ?? {}) as Record<string, unknown>;
  return createHash('sha256')
    .update(stableJson({ params, body: rest }))
    .digest('hex');
}

/** Keys being worked on in this process, per database: a retry of one answers 409 at once. */
const inFlight = new WeakMap<Db, Set<string>>();

export type IdempotentAnswer<T> = { statusCode: number; body: T; replayed: boolean };

const isExpired = (row: { createdAt: Date }, now: Date) => row.createdAt.getTime() <= now.getTime() - KEY_LIFETIME_MS;

function replayOf<T>(row: Awaited<ReturnType<typeof findKey>>, claim: IdempotencyClaim): IdempotentAnswer<T> | null {
  if (!row) return null;
  if (row.route !== claim.route || row.requestHash !== claim.requestHash) throw conflict(MSG.idempotencyKeyReused);
  if (row.statusCode === null) throw conflict(MSG.idempotencyInProgress);
  return { statusCode: row.statusCode, body: row.response as T, replayed: true };
}

/**
 * An order or cancel request with an optional Idempotency-Key (decision 0071). Without a key the
 * work just runs. With one: a key already answered for the same route and body answers that first
 * answer again; for another route or body, 409; one still being worked on, 409 'in progress'.
 * Otherwise the work runs with the claim, which it must write in its own transaction (claimKeys,
 * then recordAnswers), so that an order and its key commit together or not at all.
 */
export async function idempotent<T>(
  context: AppContext,
  auth: AuthContext,
  request: FastifyRequest,
  statusCode: number,
  work: (claim: IdempotencyClaim | undefined) => Promise<T>,
): Promise<IdempotentAnswer<T>> {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string') return { statusCode, body: await work(undefined), replayed: false };
  const claim: IdempotencyClaim = {
    userId: auth.user.id,
    key,
    route: `${request.method} ${request.routeOptions.url}`,
    requestHash: requestHashOf(request.params, request.body),
    statusCode,
    now: context.clock.now(),
  };
  const working = inFlight.get(context.db) ?? new Set<string>();
  inFlight.set(context.db, working);
  const id = `${claim.userId}\u0000${key}`;
  if (working.has(id)) throw conflict(MSG.idempotencyInProgress);
  working.add(id);
  try {
    const stored = await findKey(context.db, claim.userId, key);
    // A key past its 24 hours that the cleanup has not removed yet is forgotten now, and used afresh.
    if (stored && isExpired(stored, claim.now)) await forgetKey(context.db, stored.id);
    else {
      const replay = replayOf<T>(stored, claim);
      if (replay) return replay;
    }
    try {
      return { statusCode, body: await work(claim), replayed: false };
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      const taken = replayOf<T>(await findKey(context.db, claim.userId, key), claim);
      if (!taken) throw conflict(MSG.idempotencyInProgress);
      return taken;
    }
  } finally {
    working.delete(id);
  }
}

/** Sends an idempotent answer; a replay says so in the Idempotent-Replayed header (as payment APIs do). */
export function sendIdempotent<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(answer.statusCode).send(answer.body);
}

/** For work that is one transaction of its own: the key is claimed first, refused if taken. */
export async function claimIn(tx: Db, claim: IdempotencyClaim | undefined): Promise<void> {
  if (claim && (await claimKeys(tx, [claim])).length === 0) throw new IdempotencyKeyTaken();
}

/** ...and its answer written last, in the same transaction. */
export async function answerIn<T>(tx: Db, claim: IdempotencyClaim | undefined, body: T): Promise<T> {
  if (claim) await recordAnswers(tx, [{ claim, body }]);
  return body;
}
