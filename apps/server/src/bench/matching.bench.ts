/**
 * npm run bench:matching — prints figures, asserts nothing.
 * Orders placed with matching through HTTP (durable: PGlite in a data folder, or PostgreSQL),
 * p50/p99 latency at a fixed offered rate, and the same transaction called directly.
 * PostgreSQL runs when BENCH_DATABASE_URL is set or the local server answers.
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZCreateBidRequest, ZCreateOfferRequest } from '@cgx/domain/orders.schemas';
import { and, eq } from 'drizzle-orm';
import { fork } from 'node:child_process';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { holdings, markets } from '../db/schema/market.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from '../db/schema/reference.ts';
import { ensureDefaults } from '../composition/seed/defaults.ts';
import { seedDemoData } from '../composition/seed/demo.ts';
import { systemClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { authenticateToken } from '../contexts/identity/auth/session.service.ts';
import { issuePasswordToken } from '../contexts/identity/auth/password-token.service.ts';
import { placeBid } from '../contexts/trading/orders/bids.service.ts';
import { placeOffer } from '../contexts/trading/orders/offers.service.ts';
import { openRealtime } from '../realtime/realtime.ts';
import { TEST_PASSWORD, bearerFor, createUser } from '../test/factories.ts';

const THROUGHPUT_ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
// Orders in flight in the throughput run: an open market with many traders and their tools at
// once. At 32 the server waited on round trips with CPU to spare (docs/performance.md).
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 128);
const FIXED_RATE = 500;
const FIXED_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/**
 * The fixed-rate run's first second is not counted: the server is still settling from the
 * throughput run just before it (its garbage, the notifications it published), which a market
 * trading steadily at 500/s would not have.
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 1);

type Trader = { authorization: string; passwordToken: string; auth: NonNullable<Awaited<ReturnType<typeof authenticateToken>>> };

async function openBench(driver: 'pglite' | 'pg') {
  if (driver === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'cgx-bench-'));
    return { database: await openDatabase({ dataDir: dir }), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `cgx_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ databaseUrl: url.toString(), dataDir: '' }),
    cleanup: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function prepare(database: Database) {
  await database.migrate();
  await ensureDefaults(database.db);
  await seedDemoData(database.db);
  await database.db.update(markets).set({ forcedStatus: 'open' });
  const log = createLogger('silent');
  const config = { ...loadConfig({ NODE_ENV: 'test' }), rateLimitScale: 1_000_000 };
  const sink = { send: async () => 'recorded' as const };
  const context: AppContext = {
    config,
    database,
    db: database.db,
    clock: systemClock(),
    email: sink,
    sms: sink,
    log,
    realtime: openRealtime({ redisUrl: undefined, database, log }),
  };
  const db = database.db;
  const ids = {
    seasonId: (await db.query.seasons.findFirst({ where: eq(seasons.name, '2026/27') }))?.id ?? 0,
    commodityId: (await db.query.commodities.findFirst({ where: eq(commodities.code, 'WHT') }))?.id ?? 0,
    periodId: (await db.query.deliveryPeriods.findFirst({ where: eq(deliveryPeriods.kind, 'now') }))?.id ?? 0,
    siteId: (await db.query.sites.findFirst({ where: eq(sites.name, 'Parkes') }))?.id ?? 0,
  };
  const gradeId =
    (await db.query.grades.findFirst({ where: and(eq(grades.code, 'APW1'), eq(grades.commodityId, ids.commodityId)) }))?.id ?? 0;
  const party = async (role: 'Trader' | 'Grower'): Promise<Trader & { holdingId: number }> => {
    const user = await createUser(context, role, { mobile: null });
    const { authorization, token } = await bearerFor(context, user);
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
          siteId: ids.siteId,
          seasonId: ids.seasonId,
          commodityId: ids.commodityId,
          gradeId,
          quantity: '100000000',
        })
        .returning({ id: holdings.id });
      holdingId = row?.id ?? 0;
    }
    return { authorization, passwordToken, auth, holdingId };
  };
  const buyers = await Promise.all(Array.from({ length: 8 }, () => party('Trader')));
  const sellers = await Promise.all(Array.from({ length: 8 }, () => party('Grower')));
  return { context, ids: { ...ids, gradeId }, buyers, sellers };
}

type Setup = Awaited<ReturnType<typeof prepare>>;

/** Order n: bids and offers alternate and always cross, so every order matches. */
function orderBody(setup: Setup, n: number) {
  const { ids } = setup;
  if (n % 2 === 0) {
    const buyer = setup.buyers[(n / 2) % setup.buyers.length];
    return {
      url: '/api/bids',
      who: buyer,
      body: {
        market: 'cgx',
        passwordToken: buyer?.passwordToken,
        seasonId: ids.seasonId,
        commodityId: ids.commodityId,
        deliveryPeriodId: ids.periodId,
        quantity: '50',
        bidsAttributes: [{ gradeId: ids.gradeId, siteId: ids.siteId, price: '310.00' }],
      },
    };
  }
  const seller = setup.sellers[((n - 1) / 2) % setup.sellers.length];
  return {
    url: '/api/offers',
    who: seller,
    body: {
      market: 'cgx',
      passwordToken: seller?.passwordToken,
      seasonId: ids.seasonId,
      commodityId: ids.commodityId,
      deliveryPeriodId: ids.periodId,
      holdingId: seller?.holdingId,
      quantity: '50',
      price: '300.00',
      chemicalDeclaration: true,
    },
  };
}

async function pool<T>(count: number, concurrency: number, task: (n: number) => Promise<T>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

type LoadOrder = { url: string; authorization: string; body: unknown };
type LoadRequest =
  | { kind: 'throughput'; base: string; orders: LoadOrder[]; concurrency: number }
  | { kind: 'fixed-rate'; base: string; orders: LoadOrder[]; rate: number; maxInFlight: number };
/** loadCpuMs: the load generator's own CPU time, which shares the machine's cores with the server. */
type LoadResult = { seconds: number; latencies: number[]; loadCpuMs: number };

/**
 * The load generator runs in a process of its own: the server keeps its event loop and its CPU
 * to itself, so the server's CPU time per order can be read off this process. One process serves
 * both runs: forking a fresh one for the fixed-rate run made its first few hundred milliseconds
 * slow (node's start-up and JIT compiling on the cores the server and PostgreSQL share), which
 * was counted as the server's latency.
 */
async function startLoadGenerator() {
  const load = fork(fileURLToPath(new URL('./matching-load.process.mjs', import.meta.url)), [], { execArgv: [] });
  await new Promise((resolve, reject) => {
    load.once('spawn', resolve);
    load.once('error', reject);
  });
  return {
    run(request: LoadRequest): Promise<LoadResult & { serverCpuMs: number }> {
      return new Promise((resolve, reject) => {
        const started = process.cpuUsage();
        const failed = (error: unknown) => reject(error instanceof Error ? error : new Error(`load generator: ${String(error)}`));
        load.once('message', (result: LoadResult | { error: string }) => {
          load.off('exit', failed);
          if ('error' in result) return failed(result.error);
          const used = process.cpuUsage(started);
          resolve({ ...result, serverCpuMs: (used.user + used.system) / 1000 });
        });
        load.once('exit', failed);
        load.send(request);
      });
    },
    close: () => load.kill(),
  };
}

/**
 * CPU seconds used so far by the PostgreSQL server's processes on this machine (Linux /proc), to
 * show the database's share of each order; null where /proc is not readable.
 */
function postgresCpuSeconds(): number | null {
  try {
    const ticksPerSecond = 100;
    let ticks = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        if (!name.startsWith('postgres')) continue;
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // the process ended while being read
      }
    }
    return ticks / ticksPerSecond;
  } catch {
    return null;
  }
}

/** BENCH_PROFILE=<folder>: a CPU profile of the server during the HTTP throughput run, for Chrome DevTools. */
async function startProfiler() {
  const folder = process.env.BENCH_PROFILE;
  if (!folder) return { stop: async (_name: string) => undefined };
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stop(name: string) {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** BENCH_TRACE=<folder>: each fixed-rate order's send time and latency (ms), to see when the slow ones happen. */
function writeTrace(driver: string, latencies: number[]) {
  const folder = process.env.BENCH_TRACE;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const lines = latencies.map((latency, index) => `${((index * 1000) / FIXED_RATE).toFixed(0)},${latency.toFixed(1)}`);
  writeFileSync(path.join(folder, `${driver}-fixed-rate.csv`), `sent_ms,latency_ms\n${lines.join('\n')}\n`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function run(driver: 'pglite' | 'pg') {
  const { database, cleanup } = await openBench(driver);
  try {
    const setup = await prepare(database);
    const app = await buildApp(setup.context);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const loadOrder = (n: number): LoadOrder => {
      const order = orderBody(setup, n);
      return { url: order.url, authorization: order.who?.authorization ?? '', body: order.body };
    };
    const load = await startLoadGenerator();
    const profiler = await startProfiler();
    const postgresBefore = postgresCpuSeconds();
    const loaded = await load.run({
      kind: 'throughput',
      base,
      orders: Array.from({ length: THROUGHPUT_ORDERS }, (_, n) => loadOrder(n)),
      concurrency: CONCURRENCY,
    });
    await profiler.stop(`${driver}-http`);
    const httpRate = THROUGHPUT_ORDERS / loaded.seconds;
    const cpuPerOrder = loaded.serverCpuMs / THROUGHPUT_ORDERS;
    const loadCpuPerOrder = loaded.loadCpuMs / THROUGHPUT_ORDERS;
    const postgresAfter = postgresCpuSeconds();
    const databaseCpuPerOrder =
      driver === 'pg' && postgresBefore !== null && postgresAfter !== null
        ? ((postgresAfter - postgresBefore) * 1000) / THROUGHPUT_ORDERS
        : null;

    // Open loop at a fixed rate, at most 128 requests in flight (matching-load.process.mjs); the
    // warm-up's orders are sent on the same schedule but not counted.
    const warmUp = FIXED_RATE * WARM_UP_SECONDS;
    const total = warmUp + FIXED_RATE * FIXED_SECONDS;
    const offset = THROUGHPUT_ORDERS + (THROUGHPUT_ORDERS % 2);
    // A mark for profilers and tracers: the fixed-rate run starts here.
    performance.mark('bench:fixed-rate');
    const fixed = await load.run({
      kind: 'fixed-rate',
      base,
      orders: Array.from({ length: total }, (_, index) => loadOrder(offset + index)),
      rate: FIXED_RATE,
      maxInFlight: 128,
    });
    load.close();
    const counted = fixed.latencies.slice(warmUp);
    const latencies = [...counted].sort((a, b) => a - b);
    writeTrace(driver, counted);

    const start = performance.now();
    const cpuBefore = process.cpuUsage();
    await pool(THROUGHPUT_ORDERS, CONCURRENCY, async (n) => {
      const order = orderBody(setup, n);
      const auth = order.who?.auth;
      if (!auth) throw new Error('no party');
      // The same schema parse the route does, then the same service call.
      if (order.url === '/api/bids') await placeBid(setup.context, auth, ZCreateBidRequest.parse(order.body));
      else await placeOffer(setup.context, auth, ZCreateOfferRequest.parse(order.body));
    });
    const directRate = THROUGHPUT_ORDERS / ((performance.now() - start) / 1000);
    const directCpu = process.cpuUsage(cpuBefore);
    const directCpuPerOrder = (directCpu.user + directCpu.system) / 1000 / THROUGHPUT_ORDERS;
    await app.close();
    await setup.context.realtime.close();
    return {
      driver,
      httpRate,
      directRate,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      cpuPerOrder,
      directCpuPerOrder,
      databaseCpuPerOrder,
      loadCpuPerOrder,
    };
  } finally {
    await database.close();
    await cleanup();
  }
}

async function postgresAnswers() {
  const client = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    connectionTimeoutMillis: 1000,
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

// BENCH_DRIVERS=pg (or pglite) runs one driver only.
const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,pg').split(',');
const results: Awaited<ReturnType<typeof run>>[] = [];
for (const driver of ['pglite', 'pg'] as const) {
  if (!drivers.includes(driver) || (driver === 'pg' && !(await postgresAnswers()))) continue;
  const result = await run(driver);
  results.push(result);
  console.log(driver, result);
}
console.log(
  `\nMatching benchmark: ${THROUGHPUT_ORDERS} crossing orders, ${CONCURRENCY} in flight; latency at ${FIXED_RATE}/s for ${FIXED_SECONDS} s after ${WARM_UP_SECONDS} s not counted\n`,
);
console.log(
  'driver   HTTP orders/s  direct orders/s  HTTP/direct  p50 ms  p99 ms  CPU ms/order: server HTTP, server direct, PostgreSQL HTTP, load generator',
);
for (const result of results) {
  console.log(
    `${result.driver.padEnd(8)} ${result.httpRate.toFixed(0).padStart(13)}  ${result.directRate.toFixed(0).padStart(15)}  ${(result.httpRate / result.directRate).toFixed(2).padStart(11)}  ${result.p50.toFixed(1).padStart(6)}  ${result.p99.toFixed(1).padStart(6)}  ${result.cpuPerOrder.toFixed(2)}, ${result.directCpuPerOrder.toFixed(2)}, ${result.databaseCpuPerOrder?.toFixed(2) ?? '—'}, ${result.loadCpuPerOrder.toFixed(2)}`,
  );
}
const pgResult = results.find((result) => result.driver === 'pg');
const pgliteResult = results.find((result) => result.driver === 'pglite');
if (pgResult && pgliteResult) console.log(`\nPGlite / PostgreSQL (HTTP): ${(pgliteResult.httpRate / pgResult.httpRate).toFixed(2)}`);
process.exit(0);
