import type { Database, Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { decodeEnvelope, encodeEnvelope, notifyInTransaction, type PubSub } from './pubsub.ts';
import { createTopicRegistry } from './topic-registry.ts';

/** The one NOTIFY channel; every topic travels on it as an envelope and is sorted out by each process. */
export const REALTIME_CHANNEL = 'cgx_realtime';

/** Fan-out through PostgreSQL LISTEN/NOTIFY (also PGlite's, in process): the default. */
export function createPostgresPubSub(database: Database, log: Logger): PubSub {
  let listening: Promise<() => Promise<void>> | undefined;
  let closed = false;

  const registry = createTopicRegistry({
    async start() {
      await ensureListening();
    },
    // One LISTEN serves every topic: keep it while the process runs.
    stop: async () => undefined,
    onHandlerError: (error, topic) => log.error({ err: error, topic }, 'realtime handler failed'),
  });

  function ensureListening() {
    if (!listening) {
      const started = database.listen(REALTIME_CHANNEL, (payload) => {
        const envelope = decodeEnvelope(payload);
        if (envelope) registry.deliver(envelope.topic, envelope.message);
      });
      started.catch(() => {
        if (listening === started) listening = undefined;
      });
      listening = started;
    }
    return listening;
  }

  return {
    kind: 'postgres',
    async publish(topic, message) {
      await database.notify(REALTIME_CHANNEL, encodeEnvelope(topic, message));
    },
    async publishInTransaction(tx: Db, topic, ...messages) {
      await notifyInTransaction(
        tx,
        REALTIME_CHANNEL,
        messages.map((message) => encodeEnvelope(topic, message)),
      );
    },
    async subscribe(topic, handler) {
      if (closed) throw new Error('The realtime pub/sub is closed');
      return registry.add(topic, handler);
    },
    async close() {
      closed = true;
      registry.clear();
      const stop = await listening?.catch(() => undefined);
      listening = undefined;
      await stop?.();
    },
  };
}
