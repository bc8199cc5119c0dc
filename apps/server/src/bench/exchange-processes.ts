/**
 * Real server processes on one PostgreSQL database, and crossing orders for them: shared by the
 * jobs benchmark (jobs.bench.ts) and the fault test (jobs/faults.pg.test.ts). The processes run
 * the compiled entrypoints (apps/server/dist), as production does.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { holdings, markets } from '../db/schema/market.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from '../db/schema/reference.ts';
import { ensureDefaults } from '../composition/seed/defaults.ts';
import { seedDemoData } from '../composition/seed/demo.ts';
import { systemClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { issuePasswordToken } from '../contexts/identity/auth/password-token.service.ts';
import { authenticateToken } from '../contexts/identity/auth/session.service.ts';
import { openRealtime } from '../realtime/realtime.ts';
import { TEST_PASSWORD, bearerFor, createUser } from '../test/factories.ts';

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds apps/server/dist from the current source (scripts/build.mjs, well under a second). */
export function buildServer(): void {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('the server build failed');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A new empty database on the PostgreSQL server at serverUrl; drop() removes it. */
export async function createScratchDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export type ServerProcess = { child: ChildProcess; exited: Promise<void>; port: number | null };

/**
 * Starts `node dist/<kind>.js` (or `entry`) and answers once it is ready: a web process when /api/app-status
 * answers, a worker when it logs 'worker started' (its jobs runner is running). Output other
 * than that line is dropped unless SERVER_OUTPUT=inherit (for debugging).
 */
export async function startServerProcess(
  kind: 'web' | 'worker',
  env: Record<string, string>,
  nodeArgs: string[] = [],
  entry = `dist/${kind}.js`,
): Promise<ServerProcess> {
  const port = kind === 'web' ? await freePort() : null;
  const inherit = process.env.SERVER_OUTPUT === 'inherit';
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeArgs, entry], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      REDIS_URL: '',
      ...env,
      ...(port ? { PORT: String(port) } : { LOG_LEVEL: 'info' }),
    },
    stdio: ['ignore', kind === 'worker' ? 'pipe' : inherit ? 'inherit' : 'ignore', inherit ? 'inherit' : 'ignore'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (port === null) {
    await workerStarted(child, inherit);
    return { child, exited, port };
  }
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/app-status`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return { child, exited, port };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the web process on ${port} did not answer`);
}

/** Reads the worker's log until its start line; keeps reading (a full pipe would stop the worker). */
function workerStarted(child: ChildProcess, echo: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    let started = false;
    const timer = setTimeout(() => reject(new Error('the worker did not start within 60 s')), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (echo) process.stdout.write(chunk);
      if (started) return;
      log += chunk.toString();
      if (!log.includes('worker started')) return;
      started = true;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited with ${code} before it started`));
    });
  });
}

export async function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await server.exited;
}

export type Party = {
  authorization: string;
  wsToken: string;
  userId: number;
  passwordToken: string;
  organisationId: number;
  holdingId: number;
};
export type Book = { seasonId: number; commodityId: number; deliveryPeriodId: number; gradeId: number; siteId: number };
export type Exchange = { database: Database; context: AppContext; books: Book[]; buyers: Party[]; sellers: Party[] };

/**
 * Migrates and seeds the database, opens the markets, and makes `parties` buyers and sellers
 * (each its own organisation, verified, with one user who has a mobile number) signed in with a
 * password token; each seller holds `holdingTonnes` of APW1 wheat at Parkes. The books are the
 * first `books` delivery periods of 2026/27 cgx wheat.
 */
export async function prepareExchange(
  databaseUrl: string,
  options: { books: number; parties: number; holdingTonnes: string },
): Promise<Exchange> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  await database.migrate();
  await ensureDefaults(database.db);
  await seedDemoData(database.db);
  await database.db.update(markets).set({ forcedStatus: 'open' });
  const log = createLogger('silent');
  const context: AppContext = {
    config: { ...loadConfig({ NODE_ENV: 'test' }), rateLimitScale: 1_000_000 },
    database,
    db: database.db,
    clock: systemClock(),
    email: { send: async () => 'recorded' as const },
    sms: { send: async () => 'recorded' as const },
    log,
    realtime: openRealtime({ redisUrl: undefined, database, log }),
  };
  const db = database.db;
  const seasonId = (await db.query.seasons.findFirst({ where: eq(seasons.name, '2026/27') }))?.id ?? 0;
  const commodityId = (await db.query.commodities.findFirst({ where: eq(commodities.code, 'WHT') }))?.id ?? 0;
  const gradeId = (await db.query.grades.findFirst({ where: and(eq(grades.code, 'APW1'), eq(grades.commodityId, commodityId)) }))?.id ?? 0;
  const siteId = (await db.query.sites.findFirst({ where: eq(sites.name, 'Parkes') }))?.id ?? 0;
  const periods = await db.select().from(deliveryPeriods).orderBy(asc(deliveryPeriods.position)).limit(options.books);
  const books = periods.map((period) => ({ seasonId, commodityId, deliveryPeriodId: period.id, gradeId, siteId }));
  const party = async (role: 'Trader' | 'Grower'): Promise<Party> => {
    const user = await createUser(context, role);
    const { authorization, token, wsToken } = await bearerFor(context, user);
    const auth = await authenticateToken(context, token);
    if (!auth) throw new Error('no session');
    const { passwordToken } = await issuePasswordToken(context, auth, TEST_PASSWORD);
    let holdingId = 0;
    if (role === 'Grower') {
      const [row] = await db
        .insert(holdings)
        .values({
          organisationId: user.organisationId,
          ngr: '10000000',
          siteId,
          seasonId,
          commodityId,
          gradeId,
          quantity: options.holdingTonnes,
        })
        .returning({ id: holdings.id });
      holdingId = row?.id ?? 0;
    }
    return { authorization, wsToken, userId: user.id, passwordToken, organisationId: user.organisationId, holdingId };
  };
  const buyers = await Promise.all(Array.from({ length: options.parties }, () => party('Trader')));
  const sellers = await Promise.all(Array.from({ length: options.parties }, () => party('Grower')));
  return { database, context, books, buyers, sellers };
}

export async function closeExchange(exchange: Exchange): Promise<void> {
  await exchange.context.realtime.close();
  await exchange.database.close();
}

export type CrossingOrder = { side: 'bid' | 'offer'; url: string; authorization: string; body: Record<string, unknown> };

/**
 * Order n of a stream where bids and offers alternate and every pair crosses, the pairs going
 * round the books and the parties. Quantities vary (100, 120, 140 t: a future delivery period's
 * minimum is 100 t) so fills are partial too.
 */
export function crossingOrder(exchange: Exchange, n: number): CrossingOrder {
  const pair = Math.floor(n / 2);
  const book = exchange.books[pair % exchange.books.length];
  if (!book) throw new Error('no book');
  const terms = { market: 'cgx', seasonId: book.seasonId, commodityId: book.commodityId, deliveryPeriodId: book.deliveryPeriodId };
  const quantity = String(100 + (n % 3) * 20);
  if (n % 2 === 0) {
    const buyer = exchange.buyers[pair % exchange.buyers.length];
    if (!buyer) throw new Error('no buyer');
    return {
      side: 'bid',
      url: '/api/bids',
      authorization: buyer.authorization,
      body: {
        ...terms,
        passwordToken: buyer.passwordToken,
        quantity,
        bidsAttributes: [{ gradeId: book.gradeId, siteId: book.siteId, price: '310.00' }],
      },
    };
  }
  const seller = exchange.sellers[pair % exchange.sellers.length];
  if (!seller) throw new Error('no seller');
  return {
    side: 'offer',
    url: '/api/offers',
    authorization: seller.authorization,
    body: {
      ...terms,
      passwordToken: seller.passwordToken,
      holdingId: seller.holdingId,
      quantity,
      price: '300.00',
      chemicalDeclaration: true,
    },
  };
}
