import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type MessageHandler = (message: unknown) => void;

/** Carries live updates between server processes. Topics are plain strings (see ../topics.ts). */
export type PubSub = {
  readonly kind: 'postgres' | 'redis';
  /** Sends now. Never call it inside a database transaction: use publishInTransaction. */
  publish(topic: string, message: unknown): Promise<void>;
  /**
   * Queues the messages on the transaction, in order, with one statement: subscribers get them when
   * it commits, never if it rolls back.
   */
  publishInTransaction(tx: Db, topic: string, ...messages: unknown[]): Promise<void>;
  /** Resolves once messages published from now on reach the handler; the answer stops them. */
  subscribe(topic: string, handler: MessageHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; the same limit holds for every adapter. */
export const MAX_PAYLOAD_BYTES = 7999;

export class RealtimeMessageTooLargeError extends Error {
  constructor(topic: string, bytes: number) {
    super(
      `Realtime message on topic '${topic}' is ${bytes} bytes once encoded; the limit is ${MAX_PAYLOAD_BYTES}. ` +
        'Publish a reference (an id) and let the client fetch the record.',
    );
    this.name = 'RealtimeMessageTooLargeError';
  }
}

/** What travels on the wire. `n` keeps identical messages distinct: PostgreSQL folds duplicate NOTIFYs of one transaction. */
export type Envelope = { topic: string; n: number; message: unknown };

let sequence = 0;

export function encodeEnvelope(topic: string, message: unknown): string {
  sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER;
  const payload = JSON.stringify({ topic, n: sequence, message: message ?? null } satisfies Envelope);
  const bytes = Buffer.byteLength(payload);
  if (bytes > MAX_PAYLOAD_BYTES) throw new RealtimeMessageTooLargeError(topic, bytes);
  return payload;
}

export function decodeEnvelope(payload: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value === 'object' && value !== null && typeof (value as Envelope).topic === 'string' && 'message' in value) {
      return value as Envelope;
    }
  } catch {
    // Not ours: someone else NOTIFYed on the channel.
  }
  return undefined;
}

/** NOTIFY of every payload, in order, with one statement, sent when the transaction commits. */
export async function notifyInTransaction(tx: Db, channel: string, payloads: readonly string[]): Promise<void> {
  if (payloads.length === 0) return;
  await tx.execute(sql`SELECT pg_notify(${channel}, payload) FROM unnest(${sql.param(payloads)}::text[]) AS payload`);
}
