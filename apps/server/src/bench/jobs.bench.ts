/**
 * npm run bench:jobs — prints figures, asserts nothing (docs/performance.md).
 * How soon a trade is announced: orders crossing at a fixed rate (200/s) through the HTTP API of
 * one compiled web process, over four books, while 1 and then 2 compiled worker processes run
 * the jobs; p50/p95/p99 from each trade's trades.created_at to its first notification's
 * notifications.created_at. PostgreSQL only (BENCH_DATABASE_URL, default the local server).
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
import { cpuSeconds, loadAverage, postgresCpuSeconds } from './process-cpu.ts';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const BOOKS = 4;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type LoadResult = { seconds: number; latencies: number[]; loadCpuMs: number };

/** The matching benchmark's load generator (open loop at a fixed rate, node:http, its own process). */
function sendAtFixedRate(base: string, orders: { url: string; authorization: string; body: unknown }[]): Promise<LoadResult> {
  const load = fork(fileURLToPath(new URL('./matching-load.process.mjs', import.meta.url)), [], { execArgv: [] });
  return new Promise<LoadResult>((resolve, reject) => {
    load.once('message', (result: LoadResult | { error: string }) => {
      load.kill();
      if ('error' in result) reject(new Error(result.error));
      else resolve(result);
    });
    load.once('error', reject);
    load.send({ kind: 'fixed-rate', base, orders, rate: RATE, maxInFlight: 128 });
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function waitForAnnouncements(exchange: Exchange, seconds: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const [row] = await queryRows<{ waiting: number }>(
      exchange.database.db,
      sql`SELECT count(*)::int AS waiting FROM jobs WHERE name = 'trade-made' AND completed_at IS NULL AND failed_at IS NULL`,
    );
    if (!row?.waiting || performance.now() - started > seconds * 1000) return (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function run(workers: number) {
  const scratch = await createScratchDatabase(serverUrl, 'cgx_bench_jobs');
  const processes: ServerProcess[] = [];
  let exchange: Exchange | undefined;
  try {
    exchange = await prepareExchange(scratch.url, { books: BOOKS, parties: 8, holdingTonnes: '100000000' });
    const env = { DATABASE_URL: scratch.url, RATE_LIMIT_SCALE: '1000000', NODE_ENV: 'production', LOG_LEVEL: 'warn' };
    const web = await startServerProcess('web', env);
    processes.push(web);
    // BENCH_PROFILE=<folder>: a CPU profile of each worker, for Chrome DevTools.
    const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
    // BENCH_WORKER_ENTRY=<file>: another build's worker (e.g. an earlier commit's, to compare).
    for (let index = 0; index < workers; index += 1)
      processes.push(await startServerProcess('worker', env, profile, process.env.BENCH_WORKER_ENTRY));
    const ready = exchange;
    const orders = Array.from({ length: RATE * SECONDS }, (_, n) => crossingOrder(ready, n));
    const loadBefore = loadAverage();
    const postgresBefore = postgresCpuSeconds();
    const processesBefore = processes.map((server) => cpuSeconds(server.child.pid));
    const waits = new Map<string, number>();
    let sampling = !!process.env.BENCH_DEBUG;
    const sampler = (async () => {
      const dbName = new URL(scratch.url).pathname.slice(1);
      while (sampling) {
        const rows = await queryRows<{ app: string; state: string; wait: string | null }>(
          ready.database.db,
          sql`SELECT application_name AS app, state, wait_event_type || ':' || wait_event AS wait FROM pg_stat_activity
              WHERE datname = ${dbName} AND pid <> pg_backend_pid()`,
        );
        for (const row of rows) {
          const key = `${row.state} ${row.wait ?? 'on CPU'}`;
          waits.set(key, (waits.get(key) ?? 0) + 1);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const sent = await sendAtFixedRate(`http://127.0.0.1:${web.port}`, orders);
    sampling = false;
    await sampler;
    if (process.env.BENCH_DEBUG) console.log([...waits].sort((a, b) => b[1] - a[1]).slice(0, 15));
    const afterLoad = await waitForAnnouncements(exchange, 120);
    const cpu = processes.map((server, index) => (cpuSeconds(server.child.pid) - (processesBefore[index] ?? 0)).toFixed(1));
    const postgresCpu = (postgresCpuSeconds() - postgresBefore).toFixed(1);
    const rows = await queryRows<{ trade_ms: number; announced_ms: number | null }>(
      exchange.database.db,
      sql`
      SELECT extract(epoch FROM t.created_at) * 1000 AS trade_ms,
             extract(epoch FROM min(n.created_at)) * 1000 AS announced_ms
      FROM trades t
      LEFT JOIN notifications n ON n.kind = 'trade' AND substring(n.body FROM '^Trade ([^:]+):') = t.formatted_id
      GROUP BY t.id`,
    );
    const [jobs] = await queryRows<{ total: number; deliveries_pending: number }>(
      exchange.database.db,
      sql`SELECT count(*)::int AS total,
                 (count(*) FILTER (WHERE name = 'deliver-message' AND completed_at IS NULL))::int AS deliveries_pending
          FROM jobs`,
    );
    if (process.env.BENCH_DEBUG) {
      console.log(
        await queryRows(
          exchange.database.db,
          sql`SELECT name, count(*)::int AS n, max(attempts) AS max_attempts, count(last_error)::int AS errors, min(last_error) AS an_error,
                     percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_at - created_at)) AS p50_s,
                     percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_at - locked_at)) AS run_p50_s,
                     count(DISTINCT locked_by)::int AS slots,
                     min(completed_at) AS first_done, max(completed_at) AS last_done, min(created_at) AS first_made, max(created_at) AS last_made
              FROM jobs GROUP BY name`,
        ),
      );
    }
    const latencies = rows
      .filter((row) => row.announced_ms !== null)
      .map((row) => Number(row.announced_ms) - Number(row.trade_ms))
      .sort((a, b) => a - b);
    return {
      workers,
      orders: orders.length,
      sentSeconds: sent.seconds,
      trades: rows.length,
      announced: latencies.length,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
      jobsPerTrade: (jobs?.total ?? 0) / Math.max(1, rows.length),
      deliveriesPending: jobs?.deliveries_pending ?? 0,
      secondsToLastAnnouncement: afterLoad,
      cpuSeconds: `web ${cpu[0]}, workers ${cpu.slice(1).join(', ')}, PostgreSQL ${postgresCpu}`,
      loadBefore,
      loadAfter: loadAverage(),
    };
  } finally {
    for (const server of processes) await stopServerProcess(server);
    if (exchange) await closeExchange(exchange);
    await scratch.drop();
  }
}

buildServer();
const results = [];
for (const workers of WORKER_COUNTS) {
  const result = await run(workers);
  results.push(result);
  console.log(result);
}
console.log(
  `\nJobs benchmark: orders crossing at ${RATE}/s for ${SECONDS} s over ${BOOKS} books, one web process, WORKER_CONCURRENCY default\n`,
);
console.log(
  'workers  trades  announced  p50 ms  p95 ms  p99 ms  max ms  jobs/trade  deliveries pending at the end  load average before → after',
);
for (const result of results) {
  console.log(
    `${String(result.workers).padStart(7)}  ${String(result.trades).padStart(6)}  ${String(result.announced).padStart(9)}  ${result.p50.toFixed(0).padStart(6)}  ${result.p95.toFixed(0).padStart(6)}  ${result.p99.toFixed(0).padStart(6)}  ${result.max.toFixed(0).padStart(6)}  ${result.jobsPerTrade.toFixed(1).padStart(10)}  ${String(result.deliveriesPending).padStart(29)}  ${result.cpuSeconds}  ${result.loadBefore} → ${result.loadAfter}`,
  );
}
process.exit(0);
