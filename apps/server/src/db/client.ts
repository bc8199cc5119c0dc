import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as tables from './schema/all-tables.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof tables>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Applies pending migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  /**
   * LISTEN on a channel: the handler gets every payload NOTIFYed on it from now on, by any
   * process on this database. Resolves once listening; the answer stops this handler.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** pg_notify outside any transaction. Payloads must be shorter than 8000 bytes. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  /** Told when a PostgreSQL connection fails while idle (the listener reconnects, the pool replaces it). */
  onListenerError?: (error: unknown) => void;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any constant: serialises migrations across processes sharing one PostgreSQL database. */
const MIGRATION_LOCK_ID = 724_310_915;

/** PostgreSQL server when a URL is given; otherwise PGlite in dataDir ('memory://' keeps it in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onListenerError ?? (() => undefined));
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema: tables, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async listen(channel, handler) {
      const stop = await client.listen(channel, handler);
      return () => stop();
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
  };
}

function openPostgres(databaseUrl: string, onListenerError: (error: unknown) => void): Database {
  // pipeline: statements issued together (a matching batch's reads, its last writes) go out without
  // waiting for each other's answers; awaited one at a time they behave as before (decision 0019).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, pipeline: true });
  // An idle connection the server ends (restart, failover, an administrator) is reported here;
  // without a listener node-postgres would crash the process. The pool replaces the connection,
  // and a query in flight fails on its own promise.
  pool.on('error', onListenerError);
  const listener = createPgListener(databaseUrl, onListenerError);
  const db = drizzlePg({ client: pool, schema: tables, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pg',
    async migrate() {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(db as never, { migrationsFolder });
      } finally {
        await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lockClient.release();
      }
    },
    listen: (channel, handler) => listener.listen(channel, handler),
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

const LISTENER_RETRY_MS = [100, 500, 1_000, 2_000, 5_000, 10_000];

type ListenedChannel = { handlers: Set<(payload: string) => void>; ready: Promise<void> };

/**
 * LISTEN needs one connection of its own: a pooled connection forgets its LISTENs when it goes
 * back to the pool. When that connection drops, it reconnects with back-off and LISTENs again;
 * notifications sent while it was down are lost.
 */
function createPgListener(connectionString: string, onError: (error: unknown) => void) {
  const channels = new Map<string, ListenedChannel>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;
  let closed = false;

  const dispatch = (notification: pg.Notification) => {
    for (const handler of channels.get(notification.channel)?.handlers ?? []) {
      try {
        handler(notification.payload ?? '');
      } catch (error) {
        onError(error);
      }
    }
  };

  function lost(dropped: pg.Client) {
    if (client !== dropped) return;
    client = undefined;
    dropped.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer || channels.size === 0) return;
    const delay = LISTENER_RETRY_MS[Math.min(attempt, LISTENER_RETRY_MS.length - 1)];
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connected().catch((error: unknown) => {
        onError(error);
        scheduleReconnect();
      });
    }, delay);
    retryTimer.unref();
  }

  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, keepAlive: true, application_name: 'cgx-listener' });
    next.on('notification', dispatch);
    next.on('error', (error) => {
      onError(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      throw new Error('The database listener is closed');
    }
    client = next;
    attempt = 0;
    return next;
  }

  function connected(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
      if (closed) throw new Error('The database listener is closed');
      let entry = channels.get(channel);
      if (!entry) {
        const created: ListenedChannel = { handlers: new Set(), ready: Promise.resolve() };
        created.ready = connected().then(async (active) => {
          await active.query(`LISTEN ${active.escapeIdentifier(channel)}`);
        });
        channels.set(channel, created);
        entry = created;
      }
      const listened = entry;
      listened.handlers.add(handler);
      try {
        await listened.ready;
      } catch (error) {
        listened.handlers.delete(handler);
        if (listened.handlers.size === 0 && channels.get(channel) === listened) channels.delete(channel);
        throw error;
      }
      return async () => {
        listened.handlers.delete(handler);
        if (listened.handlers.size > 0 || channels.get(channel) !== listened) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(onError);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      channels.clear();
      const active = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await active?.end().catch(() => undefined);
    },
  };
}
