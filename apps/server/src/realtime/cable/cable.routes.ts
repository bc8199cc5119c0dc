import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { type SessionsEnded, TOPICS } from '../topics.ts';
import { type CableConnection, type CableDependencies, type CableLimits, openCableConnection } from './cable-connection.ts';
import { CABLE_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from './protocol.ts';
import { createSocketCounter } from './socket-counter.ts';

export type CableOptions = CableLimits & {
  pingIntervalMs: number;
  /** How often a signed-in socket's session is looked up again, besides the sessions-ended announcements. */
  sessionCheckMs: number;
  /** Larger frames close the socket with 1009 (the ws library's own limit). */
  maxFrameBytes: number;
  /** Open sockets one client address may hold on this process. */
  maxSocketsPerAddress: number;
};

const DEFAULTS: CableOptions = {
  pingIntervalMs: 15_000,
  sessionCheckMs: 60_000,
  maxFrameBytes: 16 * 1024,
  maxSubscriptions: 20,
  maxPendingCommands: 50,
  maxBufferedBytes: 1024 * 1024,
  flushIntervalMs: 50,
  // One per tab: a household or an office behind one address stays far below it.
  maxSocketsPerAddress: 50,
};

/** The websocket token a client offered as a subprotocol (decision 0065); never read from the URL. */
export function tokenFromProtocols(header: string | string[] | undefined): string | undefined {
  const offered = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((protocol) => protocol.trim());
  const token = offered.find((protocol) => protocol.startsWith(TOKEN_PROTOCOL_PREFIX))?.slice(TOKEN_PROTOCOL_PREFIX.length);
  return token === '' ? undefined : token;
}

/** Whether an announcement names this socket's session, its user, or the staff member and session behind it. */
function isEndedBy(connection: CableConnection, ended: SessionsEnded): boolean {
  const identity = connection.identity;
  if (!identity) return false;
  const sessions = ended.sessionIds ?? [];
  const users = ended.userIds ?? [];
  return (
    sessions.includes(identity.sessionId) ||
    (identity.impersonatorSessionId !== null && sessions.includes(identity.impersonatorSessionId)) ||
    users.includes(identity.userId) ||
    (identity.impersonatorUserId !== null && users.includes(identity.impersonatorUserId))
  );
}

/** Who holds a socket's token, and whether their session still stands: the identity context answers (contexts/identity/auth/cable-identity.ts). */
export type CableSessions = Pick<CableDependencies, 'resolveIdentity' | 'isSessionLive'>;

/** The live socket at /cable (ActionCable's protocol; see docs/api.md). */
export function cableRoutes(context: AppContext, sessions: CableSessions, overrides: Partial<CableOptions> = {}) {
  const options = { ...DEFAULTS, ...overrides };
  const log = context.log.child({ module: 'cable' });
  const deps: CableDependencies = {
    pubsub: context.realtime.pubsub,
    log,
    limits: options,
    ...sessions,
  };
  return async function cable(app: FastifyInstance) {
    /** Each connection with the time its session is next looked up. */
    const connections = new Map<CableConnection, number>();
    const perAddress = createSocketCounter(options.maxSocketsPerAddress);
    const recheck = (connection: CableConnection) =>
      connection.recheckSession().catch((error: unknown) => log.warn({ err: error }, 'cable session check failed'));

    // A logout, an exit from impersonation or a password reset on any server closes the sockets at once;
    // the periodic check below stays for what is not announced (expiry, changes made in the database).
    const stopListening = await deps.pubsub.subscribe(TOPICS.sessionsEnded, (message) => {
      for (const connection of connections.keys()) if (isEndedBy(connection, message as SessionsEnded)) recheck(connection);
    });

    // Added before the websocket plugin's own preClose, which closes sockets without a word.
    app.addHook('preClose', async () => {
      for (const connection of [...connections.keys()]) connection.shutdown();
    });
    await app.register(fastifyWebsocket, {
      options: {
        maxPayload: options.maxFrameBytes,
        // Never echo the token protocol: answer ActionCable's when it is offered, else none.
        handleProtocols: (protocols) => (protocols.has(CABLE_PROTOCOL) ? CABLE_PROTOCOL : false),
      },
    });
    const timer = setInterval(() => {
      const now = new Date();
      for (const [connection, checkAt] of connections) {
        connection.beat(now);
        if (connection.identity && checkAt <= now.getTime()) {
          connections.set(connection, now.getTime() + options.sessionCheckMs);
          recheck(connection);
        }
      }
    }, options.pingIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await stopListening();
    });

    app.get(
      '/cable',
      {
        websocket: true,
        // request.ip honours TRUST_PROXY: the address the load balancer saw.
        preValidation: async (request, reply) => {
          if (perAddress.isFull(request.ip)) return reply.code(429).send({ message: 'Too many live connections from this address.' });
        },
      },
      (socket, request) => {
        if (!perAddress.take(request.ip)) {
          // Several upgrades from one address passed the check at once.
          socket.close(1013, 'too many connections');
          return;
        }
        const token = tokenFromProtocols(request.headers['sec-websocket-protocol']);
        const connection = openCableConnection(socket, request.raw.socket, token, deps, (closed) => {
          connections.delete(closed);
          perAddress.release(request.ip);
        });
        connections.set(connection, Date.now() + options.sessionCheckMs);
      },
    );
  };
}
