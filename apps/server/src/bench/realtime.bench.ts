/**
 * npm run bench:realtime — prints figures, asserts nothing (docs/performance.md).
 * Realtime under load, on PostgreSQL: one compiled web process and one compiled worker; 1,000
 * websocket clients subscribed to MarketFeedChannel and 100 signed-in ones (every buyer and seller)
 * to their NotificationChannel, in a process of their own; orders crossing at a steady rate.
 *   - latency: from each trade's commit (trades.created_at, stamped just before its transaction
 *     commits) to the arrival of its feed item at every feed client and of its notification at
 *     the party's client, p50/p95/p99 over every delivery;
 *   - throughput: crossing orders as fast as the server takes them (128 in flight), without the
 *     sockets, with them, and without them again; the ratio is 'with' over the mean of the two.
 * BENCH_DATABASE_URL (default the local server), BENCH_RATE (orders/s, 100), BENCH_SECONDS (20),
 * BENCH_FEED_CLIENTS (1000), BENCH_ORDERS (throughput orders per run, 3000).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const FEED_CLIENTS = Number(process.env.BENCH_FEED_CLIENTS ?? 1000);
const THROUGHPUT_ORDERS = Number(process.env.BENCH_ORDERS ?? 3000);
/** 50 buyers and 50 sellers: 100 notification clients. */
const PARTIES = 50;
/** Sockets per loopback address: within the server's per-address limit (decision 0065). */
const PER_ADDRESS = 40;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A child process that answers each IPC request with one message. */
function child(file: string) {
  const process = fork(fileURLToPath(new URL(file, import.meta.url)), [], { execArgv: [] });
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

function cpuSeconds(target: ChildProcess | undefined): number {
  try {
    const fields = readFileSync(`/proc/${target?.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const loadAverage = () => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};

async function waitForAnnouncements(exchange: Exchange) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const [row] = await queryRows<{ waiting: number }>(
      exchange.database.db,
      sql`SELECT count(*)::int AS waiting FROM jobs WHERE name = 'trade-made' AND completed_at IS NULL AND failed_at IS NULL`,
    );
    if (!row?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
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
    const web = await startServerProcess('web', env);
    const worker = await startServerProcess('worker', env);
    processes.push(web, worker);
    const base = `http://127.0.0.1:${web.port}`;
    let n = 0;
    const orders = (count: number) => Array.from({ length: count }, () => crossingOrder(ready, n++));
    const throughput = async () => {
      const result = await load.ask<LoadResult>({ kind: 'throughput', base, orders: orders(THROUGHPUT_ORDERS), concurrency: 128 });
      await waitForAnnouncements(ready);
      return THROUGHPUT_ORDERS / result.seconds;
    };

    const loadBefore = loadAverage();
    const withoutBefore = await throughput();
    const opened = await clients.ask<{ opened: number }>({
      kind: 'open',
      url: `ws://127.0.0.1:${web.port}/cable`,
      feed: FEED_CLIENTS,
      tokens: [...ready.buyers, ...ready.sellers].map((party) => party.wsToken),
      perAddress: PER_ADDRESS,
    });
    const withSockets = await throughput();

    // The latency run, with every socket open.
    const since = await lastTradeId(ready);
    const webCpu = cpuSeconds(web.child);
    const workerCpu = cpuSeconds(worker.child);
    await load.ask<LoadResult>({ kind: 'fixed-rate', base, orders: orders(RATE * SECONDS), rate: RATE, maxInFlight: 128 });
    await waitForAnnouncements(ready);
    // The last messages are on their way through the pub/sub and the sockets.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const cpu = { web: cpuSeconds(web.child) - webCpu, worker: cpuSeconds(worker.child) - workerCpu };
    const latencies = await clients.ask<{ feed: Delivery; notifications: Delivery; cpuMs: number }>({
      kind: 'latencies',
      ...(await commitTimes(ready, since)),
    });
    await clients.ask({ kind: 'close' });
    const withoutAfter = await throughput();

    const without = (withoutBefore + withoutAfter) / 2;
    console.log({ opened, withoutBefore, withSockets, withoutAfter, latencies, cpu, loadBefore, loadAfter: loadAverage() });
    console.log(
      `\nRealtime benchmark: ${opened.opened} sockets (${FEED_CLIENTS} on MarketFeedChannel, ${PARTIES * 2} on NotificationChannel), one compiled web process and one worker on PostgreSQL\n`,
    );
    console.log(`Latency at ${RATE} orders/s for ${SECONDS} s, trade commit → arrival at the client:`);
    console.log('channel              messages  deliveries  missing   p50 ms   p95 ms   p99 ms   max ms');
    for (const [name, row] of [
      ['MarketFeedChannel', latencies.feed],
      ['NotificationChannel', latencies.notifications],
    ] as const) {
      console.log(
        `${name.padEnd(20)} ${String(row.messages).padStart(8)}  ${String(row.deliveries).padStart(10)}  ${String(row.missing).padStart(7)}  ${row.p50.toFixed(1).padStart(7)}  ${row.p95.toFixed(1).padStart(7)}  ${row.p99.toFixed(1).padStart(7)}  ${row.max.toFixed(1).padStart(7)}`,
      );
    }
    console.log(`CPU during the latency run: web ${cpu.web.toFixed(1)} s, worker ${cpu.worker.toFixed(1)} s`);
    console.log(
      `\nThroughput (${THROUGHPUT_ORDERS} crossing orders, 128 in flight): without sockets ${withoutBefore.toFixed(0)} and ${withoutAfter.toFixed(0)} orders/s, with ${withSockets.toFixed(0)}: ${(withSockets / without).toFixed(2)}× without`,
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
