import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.ts';
import type { MessageHandler, PubSub } from '../pubsub/pubsub.ts';
import { type CableDependencies, openCableConnection } from './cable-connection.ts';

/** A socket that records each write of the TCP socket under it: the frames sent between a cork and its uncork. */
function fakeSocket() {
  const writes: string[][] = [];
  let corked: string[] | undefined;
  const socket = Object.assign(new EventEmitter(), {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: 0,
    send(frame: string) {
      if (corked) corked.push(frame);
      else writes.push([frame]);
    },
    close() {},
    terminate() {},
    ping() {},
  });
  const transport = {
    cork: () => {
      corked = [];
    },
    uncork: () => {
      if (corked?.length) writes.push(corked);
      corked = undefined;
    },
  };
  return { socket: socket as unknown as WebSocket, transport, writes };
}

function fakePubSub() {
  const handlers = new Map<string, MessageHandler>();
  const pubsub = {
    kind: 'postgres',
    publish: async (topic: string, message: unknown) => handlers.get(topic)?.(message),
    publishInTransaction: async () => undefined,
    subscribe: async (topic: string, handler: MessageHandler) => {
      handlers.set(topic, handler);
      return async () => void handlers.delete(topic);
    },
    close: async () => undefined,
  } as PubSub;
  return pubsub;
}

const FEED = JSON.stringify({ channel: 'MarketFeedChannel' });
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function open(flushIntervalMs: number) {
  const { socket, transport, writes } = fakeSocket();
  const pubsub = fakePubSub();
  const deps: CableDependencies = {
    pubsub,
    log: createLogger('silent'),
    limits: { maxSubscriptions: 20, maxPendingCommands: 50, maxBufferedBytes: 1024 * 1024, flushIntervalMs },
    resolveIdentity: async () => null,
    isSessionLive: async () => true,
  };
  openCableConnection(socket, transport, undefined, deps, () => undefined);
  const frames = () => writes.flat().map((frame) => JSON.parse(frame) as { type?: string; message?: { id: number } });
  return { socket, pubsub, writes, frames };
}

describe('cable connection writes', () => {
  it('sends a quiet socket’s frame at once, and frames arriving within the interval together in one write, in order', async () => {
    const { socket, pubsub, writes, frames } = open(200);
    socket.emit('message', Buffer.from(JSON.stringify({ command: 'subscribe', identifier: FEED })), false);
    await settle(20);
    expect(frames().map((frame) => frame.type)).toEqual(['welcome', 'confirm_subscription']);

    await settle(250);
    const before = writes.length;
    await pubsub.publish('market-feed', { id: 1 });
    await settle(20);
    expect(writes.length).toBe(before + 1);

    // Within 200 ms of that write: these wait, then leave together.
    for (const id of [2, 3, 4]) {
      await pubsub.publish('market-feed', { id });
      await settle(5);
    }
    expect(writes.length).toBe(before + 1);
    await settle(250);
    expect(writes.length).toBe(before + 2);
    expect(writes.at(-1)).toHaveLength(3);
    expect(frames().flatMap((frame) => (frame.message?.id ? [frame.message.id] : []))).toEqual([1, 2, 3, 4]);
  });
});
