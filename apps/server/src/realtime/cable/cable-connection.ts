import type { WebSocket } from 'ws';
import type { Logger } from '../../lib/logger.ts';
import type { PubSub } from '../pubsub/pubsub.ts';
import { topicForChannel } from './channels.ts';
import {
  channelOf,
  ERRORS,
  frames,
  parseCommand,
  type TCableCommand,
  UNAUTHORISED_CLOSE_CODE,
  UNAUTHORISED_CLOSE_REASON,
} from './protocol.ts';

/** Who is on the other end of a socket. */
export type CableIdentity = {
  sessionId: number;
  userId: number;
  /** Admin or CGX Sales of the exchange itself. */
  staff: boolean;
  impersonating: boolean;
  /** The staff member and their own session behind an impersonation: when either ends, so does this socket. */
  impersonatorUserId: number | null;
  impersonatorSessionId: number | null;
};

export type CableLimits = {
  maxSubscriptions: number;
  /** Commands received but not yet handled; a client past this is flooding. */
  maxPendingCommands: number;
  /** Bytes queued for a client that does not read; past this it is cut off. */
  maxBufferedBytes: number;
  /**
   * At most one write to a socket per this many milliseconds: frames that arrive sooner wait and
   * leave together in one write (decision 0087). A quiet socket's frame leaves at once.
   */
  flushIntervalMs: number;
};

/** The TCP socket under the websocket, corked so that a batch of frames leaves in one write. */
export type CorkableTransport = { cork(): void; uncork(): void };

export type CableDependencies = {
  pubsub: PubSub;
  log: Logger;
  limits: CableLimits;
  resolveIdentity(token: string): Promise<CableIdentity | null>;
  isSessionLive(sessionId: number): Promise<boolean>;
};

type Subscription = { stop: () => Promise<void>; confirmed: boolean; held: unknown[] };

export type CableConnection = {
  readonly identity: CableIdentity | null;
  /** The 15-second beat: ping the client and drop it if it missed the previous one. */
  beat(now: Date): void;
  /** Closes with 4401 unless the session is still signed in. */
  recheckSession(): Promise<void>;
  shutdown(): void;
};

/**
 * One socket. Listeners are attached at once (frames arriving during the token lookup would
 * otherwise be lost) and commands run one after another, so an unsubscribe never overtakes
 * its subscribe.
 */
export function openCableConnection(
  socket: WebSocket,
  transport: CorkableTransport,
  token: string | undefined,
  deps: CableDependencies,
  onClosed: (connection: CableConnection) => void,
): CableConnection {
  const subscriptions = new Map<string, Subscription>();
  let identity: CableIdentity | null = null;
  let closed = false;
  let released = false;
  let alive = true;
  let pending = 0;

  // Frames waiting for the next write. On loopback or a busy host each write is a system call
  // costing tens of microseconds, so a trade announced to a thousand sockets is a thousand of them:
  // under a burst, frames queue and leave together (docs/performance.md, realtime).
  const outbox: string[] = [];
  let flushScheduled = false;
  let lastFlushAt = -Infinity;

  const flush = () => {
    flushScheduled = false;
    if (closed || socket.readyState !== socket.OPEN) {
      outbox.length = 0;
      return;
    }
    if (socket.bufferedAmount > deps.limits.maxBufferedBytes) {
      deps.log.warn({ userId: identity?.userId }, 'cable client too slow; cut off');
      outbox.length = 0;
      socket.terminate();
      return;
    }
    lastFlushAt = performance.now();
    transport.cork();
    for (const frame of outbox) socket.send(frame);
    outbox.length = 0;
    transport.uncork();
  };

  const send = (frame: string) => {
    if (closed || socket.readyState !== socket.OPEN) return;
    outbox.push(frame);
    if (flushScheduled) return;
    flushScheduled = true;
    const wait = lastFlushAt + deps.limits.flushIntervalMs - performance.now();
    // setImmediate even when quiet: frames published in the same turn (a batch of notifications) share a write.
    if (wait <= 0) setImmediate(flush);
    else setTimeout(flush, wait);
  };

  /** Frames that must leave before the socket closes. */
  const sendNow = (frame: string) => {
    send(frame);
    if (flushScheduled) flush();
  };

  const closeUnauthorised = () => {
    sendNow(frames.disconnect('unauthorized', false));
    socket.close(UNAUTHORISED_CLOSE_CODE, UNAUTHORISED_CLOSE_REASON);
    closed = true;
  };

  async function subscribe(identifier: string) {
    if (subscriptions.has(identifier)) return send(frames.confirm(identifier));
    const channel = channelOf(identifier);
    if (channel === null) return send(frames.error(ERRORS.badIdentifier));
    const topic = topicForChannel(channel, identity);
    if (topic === null || subscriptions.size >= deps.limits.maxSubscriptions) return send(frames.reject(identifier));
    const subscription: Subscription = { stop: async () => undefined, confirmed: false, held: [] };
    subscriptions.set(identifier, subscription);
    try {
      subscription.stop = await deps.pubsub.subscribe(topic, (message) => {
        if (subscription.confirmed) send(frames.message(identifier, message));
        else subscription.held.push(message);
      });
    } catch (error) {
      subscriptions.delete(identifier);
      deps.log.error({ err: error, channel }, 'cable subscribe failed');
      return send(frames.reject(identifier));
    }
    if (closed) return subscription.stop();
    subscription.confirmed = true;
    send(frames.confirm(identifier));
    for (const message of subscription.held.splice(0)) send(frames.message(identifier, message));
  }

  async function unsubscribe(identifier: string) {
    const subscription = subscriptions.get(identifier);
    if (!subscription) return send(frames.error(ERRORS.notSubscribed));
    subscriptions.delete(identifier);
    await subscription.stop();
  }

  const run = (command: TCableCommand) =>
    command.command === 'subscribe' ? subscribe(command.identifier) : unsubscribe(command.identifier);

  let queue: Promise<unknown> = (async () => {
    if (token === undefined) return send(frames.welcome());
    identity = await deps.resolveIdentity(token);
    if (identity) return send(frames.welcome());
    closeUnauthorised();
  })().catch((error: unknown) => {
    deps.log.error({ err: error }, 'cable authentication failed');
    closed = true;
    socket.close(1011, 'server error');
  });

  socket.on('message', (data, isBinary) => {
    if (closed) return;
    if (isBinary) return send(frames.error(ERRORS.notText));
    const command = parseCommand(data.toString());
    if ('error' in command) return send(frames.error(command.error));
    if (pending >= deps.limits.maxPendingCommands) {
      socket.close(1008, 'too many commands');
      return;
    }
    pending += 1;
    queue = queue
      .then(() => (closed ? undefined : run(command)))
      .catch((error: unknown) => deps.log.error({ err: error }, 'cable command failed'))
      .finally(() => {
        pending -= 1;
      });
  });

  socket.on('pong', () => {
    alive = true;
  });

  const connection: CableConnection = {
    get identity() {
      return identity;
    },
    beat(now) {
      if (closed) return;
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      if (socket.readyState === socket.OPEN) socket.ping();
      send(frames.ping(now));
    },
    async recheckSession() {
      if (closed || !identity) return;
      if (!(await deps.isSessionLive(identity.sessionId))) closeUnauthorised();
    },
    shutdown() {
      if (!closed) {
        sendNow(frames.disconnect('server_restart', true));
        socket.close(1012, 'server restart');
      }
      release();
    },
  };

  function release() {
    if (released) return;
    released = true;
    closed = true;
    const stopping = [...subscriptions.values()];
    subscriptions.clear();
    for (const subscription of stopping) {
      subscription.stop().catch((error: unknown) => deps.log.warn({ err: error }, 'cable unsubscribe failed'));
    }
    onClosed(connection);
  }

  socket.on('close', release);
  return connection;
}
