import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.ts';
import { createLogger } from '../lib/logger.ts';
import { type PubSub, RealtimeMessageTooLargeError } from './pubsub/pubsub.ts';
import { createRealtime } from './realtime.ts';

function recordingPubSub(failWith?: Error) {
  const sent: { topic: string; message: unknown; tx?: Db }[] = [];
  const pubsub: PubSub = {
    kind: 'postgres',
    async publish(topic, message) {
      if (failWith) throw failWith;
      sent.push({ topic, message });
    },
    async publishInTransaction(tx, topic, ...messages) {
      for (const message of messages) sent.push({ topic, message, tx });
    },
    subscribe: async () => async () => undefined,
    close: async () => undefined,
  };
  return { pubsub, sent };
}

describe('createRealtime', () => {
  it('names one topic per channel and per user', async () => {
    const { pubsub, sent } = recordingPubSub();
    const realtime = createRealtime(pubsub, createLogger('silent'));
    await realtime.publishToUser(12, 'NotificationChannel', { id: 1 });
    await realtime.publishMarketStatus({ cgx: 'open' });
    await realtime.publishMarketFeed({ id: 2 });
    await realtime.publishBidMapping({ id: 3 });
    expect(sent.map((entry) => entry.topic)).toEqual(['user-notifications:12', 'market-status', 'market-feed', 'published-bid-mapping']);
  });

  it('publishes through the transaction it is given', async () => {
    const { pubsub, sent } = recordingPubSub();
    const tx = {} as Db;
    await createRealtime(pubsub, createLogger('silent')).inTransaction(tx).publishMarketFeed({ id: 4 });
    expect(sent).toEqual([{ topic: 'market-feed', message: { id: 4 }, tx }]);
  });

  it('logs a transport failure instead of failing the caller, but throws for an oversized message', async () => {
    const log = createLogger('silent');
    const logged = vi.spyOn(log, 'error');
    const down = createRealtime(recordingPubSub(new Error('ECONNREFUSED')).pubsub, log);
    await expect(down.publishMarketStatus({ cgx: 'open' })).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledOnce();

    const tooBig = createRealtime(recordingPubSub(new RealtimeMessageTooLargeError('market-feed', 9000)).pubsub, log);
    await expect(tooBig.publishMarketFeed({})).rejects.toThrow(RealtimeMessageTooLargeError);
  });
});
