/**
 * npm run bench:realtime — prints figures, asserts nothing (docs/performance.md).
 * Realtime under load, on PostgreSQL: one compiled web process and one compiled worker; 1,000
 * websocket clients subscribed to MarketFeedChannel and 100 signed-in ones (every buyer and seller)
 * to their NotificationChannel, in a process of their own; orders crossing at steady rates.
 *   - latency: from each trade's commit (trades.created_at, stamped just before its transaction
 *     commits) to the arrival of its feed item at every feed client and of its notification at
 *     the party's client, p50/p95/p99 over every delivery;
 *   - throughput: crossing orders as fast as the server takes them (128 in flight), without the
 *     sockets, with them, and without them again; the ratio is 'with' over the mean of the two.
 * BENCH_DATABASE_URL (default the local server), BENCH_RATES (orders/s of each latency run, 10,20,40,100), BENCH_SECONDS (20),
 * BENCH_FEED_CLIENTS (1000), BENCH_ORDERS (throughput orders per run, 3000), BENCH_NO_VACUUM=1 (no VACUUM between runs).
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/rows.ts';
import {
  buildServer,
  closeExchange,
  createScratchDatabase,
  crossingOrder,
  type Exchange,
  prepareExchange,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from './exchange-processes.ts';
import { cpuSeconds, loadAverage, postgresCpuBetween, postgresCpuByPid } from './process-cpu.ts';

const RATES = (process.env.BENCH_RATES ?? '10,20,40,100').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const FEED_CLIENTS = Number(process.env.BENCH_FEED_CLIENTS ?? 1000);
const THROUGHPUT_ORDERS = Number(process.env.BENCH_ORDERS ?? 3000);
/** 50 buyers and 50 sellers: 100 notification clients. */
const PARTIES = 50;
/** Sockets per loopback address: within the server's per-address limit (decision 0065). */
const PER_ADDRESS = 40;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** BENCH_PROFILE=<dir>: every process of the benchmark writes a CPU profile there (node --cpu-prof). */
const profileArgs = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];

/** A child process that answers each IPC request with one message. */
function child(file: string) {
  const process = fork(fileURLToPath(new URL(file, import.meta.url)), [], { execArgv: profileArgs });
  const ask = <T>(request: object): Promise<T> =>
    new Promise((resolve, reject) => {
      const failed = () => reject(new Error(`${file} exited`));
      process.once('exit', failed);
      process.once('message', (answer: T & { error?: string }) => {
        process.off('exit', failed);
        if (answer.error) reject(new Error(answer.error));
        else resolve(answer);
      });
      process.send(request);
    });
  return { process, ask };
}

type LoadResult = { seconds: number; latencies: number[]; loadCpuMs: number };
type Delivery = { messages: number; deliveries: number; missing: number; p50: number; p95: number; p99: number; max: number };

/** Until no trade-made job waits ('announcements'), or no job that is due at all ('all': contract notes, e-mail, SMS too). */
async function waitForJobs(exchange: Exchange, which: 'announcements' | 'all') {
  const deadline = Date.now() + 300_000;
  const only = which === 'announcements' ? sql`AND name = 'trade-made'` : sql``;
  while (Date.now() < deadline) {
    const [row] = await queryRows<{ waiting: number }>(
      exchange.database.db,
      sql`SELECT count(*)::int AS waiting FROM jobs WHERE completed_at IS NULL AND failed_at IS NULL AND run_at <= now() ${only}`,
    );
    if (!row?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits for an empty queue, then vacuums. This machine's PostgreSQL runs with autovacuum off (the CI's
 * configuration), and each run leaves tens of thousands of dead job and order rows that the next
 * run's claims and reads would wade through; a server in production has autovacuum on.
 */
async function quiesce(exchange: Exchange) {
  await waitForJobs(exchange, 'all');
  if (process.env.BENCH_NO_VACUUM) return;
  await exchange.database.db.execute(sql`VACUUM ANALYZE`);
}

/** The commit time (epoch ms) of the trade behind each feed item and each notification made since `sinceTradeId`. */
async function commitTimes(exchange: Exchange, sinceTradeId: number) {
  const feed = await queryRows<{ id: number; committed_ms: string }>(
    exchange.database.db,
    sql`SELECT f.id, extract(epoch FROM t.created_at) * 1000 AS committed_ms
        FROM market_feed_items f JOIN trades t ON t.id = f.trade_id
        WHERE f.feed_type = 'TRADE' AND t.id > ${sinceTradeId}`,
  );
  const notifications = await queryRows<{ id: number; committed_ms: string }>(
    exchange.database.db,
    sql`SELECT n.id, extract(epoch FROM t.created_at) * 1000 AS committed_ms
        FROM notifications n JOIN trades t ON t.formatted_id = substring(n.body FROM '^Trade ([^:]+):')
        WHERE n.kind = 'trade' AND t.id > ${sinceTradeId}`,
  );
  const byId = (rows: { id: number; committed_ms: string }[]) => Object.fromEntries(rows.map((row) => [row.id, Number(row.committed_ms)]));
  return { feedCommits: byId(feed), notificationCommits: byId(notifications) };
}

/** From a trade's commit to the start of the transaction that wrote its feed item (the worker's pick-up), p50/p95 in ms. */
async function pickUpTimes(exchange: Exchange, sinceTradeId: number) {
  const [row] = await queryRows<{ p50: number; p95: number }>(
    exchange.database.db,
    sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50, percentile_cont(0.95) WITHIN GROUP (ORDER BY ms) AS p95
        FROM (SELECT extract(epoch FROM f.created_at - t.created_at) * 1000 AS ms
              FROM market_feed_items f JOIN trades t ON t.id = f.trade_id
              WHERE f.feed_type = 'TRADE' AND t.id > ${sinceTradeId}) AS waits`,
  );
  return { p50: Number(row?.p50 ?? 0), p95: Number(row?.p95 ?? 0) };
}

const lastTradeId = async (exchange: Exchange) =>
  (await queryRows<{ id: number | null }>(exchange.database.db, sql`SELECT max(id) AS id FROM trades`))[0]?.id ?? 0;

async function main() {
  buildServer();
  const scratch = await createScratchDatabase(serverUrl, 'cgx_bench_realtime');
  const processes: ServerProcess[] = [];
  let exchange: Exchange | undefined;
  const load = child('./matching-load.process.mjs');
  const clients = child('./realtime-clients.process.mjs');
  try {
    exchange = await prepareExchange(scratch.url, { books: 4, parties: PARTIES, holdingTonnes: '100000000' });
    const ready = exchange;
    const env = { DATABASE_URL: scratch.url, RATE_LIMIT_SCALE: '1000000', NODE_ENV: 'production', LOG_LEVEL: 'warn' };
    const web = await startServerProcess('web', env, profileArgs);
    const worker = await startServerProcess('worker', env, profileArgs);
    processes.push(web, worker);
    const base = `http://127.0.0.1:${web.port}`;
    let n = 0;
    const orders = (count: number) => Array.from({ length: count }, () => crossingOrder(ready, n++));
    // Each run starts on an empty queue: the previous run's contract notes and e-mails would otherwise compete with it.
    const throughput = async () => {
      await quiesce(ready);
      const result = await load.ask<LoadResult>({ kind: 'throughput', base, orders: orders(THROUGHPUT_ORDERS), concurrency: 128 });
      return THROUGHPUT_ORDERS / result.seconds;
    };

    // A first run warms the processes (JIT, connection pools, PostgreSQL's caches) and is not counted.
    await throughput();
    const loadBefore = loadAverage();
    const withoutBefore = await throughput();
    const opened = await clients.ask<{ opened: number; retried: number }>({
      kind: 'open',
      url: `ws://127.0.0.1:${web.port}/cable`,
      feed: FEED_CLIENTS,
      tokens: [...ready.buyers, ...ready.sellers].map((party) => party.wsToken),
      perAddress: PER_ADDRESS,
    });
    const withSockets = await throughput();

    // The latency runs, one per rate, with every socket open.
    const cpuNow = () => ({
      web: cpuSeconds(web.child.pid),
      worker: cpuSeconds(worker.child.pid),
      postgres: postgresCpuByPid(),
      clients: cpuSeconds(clients.process.pid),
      load: cpuSeconds(load.process.pid),
    });
    const latencyRun = async (rate: number) => {
      await quiesce(ready);
      const since = await lastTradeId(ready);
      const cpuBefore = cpuNow();
      const started = Date.now();
      await load.ask<LoadResult>({ kind: 'fixed-rate', base, orders: orders(rate * SECONDS), rate, maxInFlight: 128 });
      await waitForJobs(ready, 'announcements');
      const wallSeconds = (Date.now() - started) / 1000;
      const cpuAfter = cpuNow();
      const cpu = [
        ['web', cpuAfter.web - cpuBefore.web],
        ['worker', cpuAfter.worker - cpuBefore.worker],
        ['postgres', postgresCpuBetween(cpuBefore.postgres, cpuAfter.postgres)],
        ['clients', cpuAfter.clients - cpuBefore.clients],
        ['load', cpuAfter.load - cpuBefore.load],
      ] as const;
      // The last messages are on their way through the pub/sub and the sockets.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const latencies = await clients.ask<{ feed: Delivery; notifications: Delivery }>({
        kind: 'latencies',
        ...(await commitTimes(ready, since)),
      });
      return { rate, latencies, pickUp: await pickUpTimes(ready, since), wallSeconds, cpu };
    };
    const runs = [];
    for (const rate of RATES) runs.push(await latencyRun(rate));
    await clients.ask({ kind: 'close' });
    const withoutAfter = await throughput();

    const without = (withoutBefore + withoutAfter) / 2;
    console.log(
      `\nRealtime benchmark: ${opened.opened} sockets (${FEED_CLIENTS} on MarketFeedChannel, ${PARTIES * 2} on NotificationChannel), one compiled web process and one worker on PostgreSQL; ${opened.retried} handshakes tried again`,
    );
    console.log(`\nLatency, trade commit → arrival at the client, orders crossing at a steady rate for ${SECONDS} s each:`);
    console.log('orders/s  channel              messages  deliveries  missing   p50 ms   p95 ms   p99 ms   max ms');
    for (const run of runs) {
      for (const [name, row] of [
        ['MarketFeedChannel', run.latencies.feed],
        ['NotificationChannel', run.latencies.notifications],
      ] as const) {
        console.log(
          `${String(run.rate).padStart(8)}  ${name.padEnd(20)} ${String(row.messages).padStart(8)}  ${String(row.deliveries).padStart(10)}  ${String(row.missing).padStart(7)}  ${row.p50.toFixed(1).padStart(7)}  ${row.p95.toFixed(1).padStart(7)}  ${row.p99.toFixed(1).padStart(7)}  ${row.max.toFixed(1).padStart(7)}`,
        );
      }
    }
    console.log("\nThe worker's pick-up (trade commit → the start of its announcement's transaction), and CPU seconds per process:");
    for (const run of runs) {
      const used = run.cpu.map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`).join(', ');
      console.log(
        `${String(run.rate).padStart(8)}  pick-up p50 ${run.pickUp.p50.toFixed(0)} ms, p95 ${run.pickUp.p95.toFixed(0)} ms; over ${run.wallSeconds.toFixed(1)} s (${(2 * run.wallSeconds).toFixed(0)} CPU s on two cores): ${used}`,
      );
    }
    console.log(
      `\nThroughput (${THROUGHPUT_ORDERS} crossing orders, 128 in flight, after a warm-up run): without sockets ${withoutBefore.toFixed(0)} and ${withoutAfter.toFixed(0)} orders/s, with ${withSockets.toFixed(0)}: ${(withSockets / without).toFixed(2)}× without`,
    );
    console.log(`Load average before → after: ${loadBefore} → ${loadAverage()}`);
  } finally {
    load.process.kill();
    clients.process.kill();
    for (const server of processes) await stopServerProcess(server);
    if (exchange) await closeExchange(exchange);
    await scratch.drop();
  }
}

await main();
process.exit(0);
