import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { isCableSessionLive, resolveCableIdentity } from './cable-identity.ts';
import { type CableConnection, type CableDependencies, type CableLimits, openCableConnection } from './cable-connection.ts';

export type CableOptions = CableLimits & {
  pingIntervalMs: number;
  /** How often a signed-in socket's session is looked up again. */
  sessionCheckMs: number;
  /** Larger frames close the socket with 1009 (the ws library's own limit). */
  maxFrameBytes: number;
};

const DEFAULTS: CableOptions = {
  pingIntervalMs: 15_000,
  sessionCheckMs: 60_000,
  maxFrameBytes: 16 * 1024,
  maxSubscriptions: 20,
  maxPendingCommands: 50,
  maxBufferedBytes: 1024 * 1024,
};

/** `?token=` is the session's websocket token (browsers cannot set headers on a socket). */
function tokenFrom(query: unknown): string | undefined {
  const raw = (query as Record<string, unknown> | undefined)?.token;
  if (raw === undefined || raw === '') return undefined;
  return Array.isArray(raw) ? raw.join(',') : String(raw);
}

/** The live socket at /cable (ActionCable's protocol; see docs/api.md). */
export function cableRoutes(context: AppContext, overrides: Partial<CableOptions> = {}) {
  const options = { ...DEFAULTS, ...overrides };
  const log = context.log.child({ module: 'cable' });
  const deps: CableDependencies = {
    pubsub: context.realtime.pubsub,
    log,
    limits: options,
    resolveIdentity: (token) => resolveCableIdentity(context, token),
    isSessionLive: (sessionId) => isCableSessionLive(context, sessionId),
  };

  return async function cable(app: FastifyInstance) {
    /** Each connection with the time its session is next looked up. */
    const connections = new Map<CableConnection, number>();

    // Added before the websocket plugin's own preClose, which closes sockets without a word.
    app.addHook('preClose', async () => {
      for (const connection of [...connections.keys()]) connection.shutdown();
    });
    await app.register(fastifyWebsocket, { options: { maxPayload: options.maxFrameBytes } });

    const timer = setInterval(() => {
      const now = new Date();
      for (const [connection, checkAt] of connections) {
        connection.beat(now);
        if (connection.identity && checkAt <= now.getTime()) {
          connections.set(connection, now.getTime() + options.sessionCheckMs);
          connection.recheckSession().catch((error: unknown) => log.warn({ err: error }, 'cable session check failed'));
        }
      }
    }, options.pingIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    app.get('/cable', { websocket: true }, (socket, request) => {
      const connection = openCableConnection(socket, tokenFrom(request.query), deps, (closed) => connections.delete(closed));
      connections.set(connection, Date.now() + options.sessionCheckMs);
    });
  };
}
