/**
 * npm run bench:lists — prints figures, asserts nothing (docs/performance.md 'Lists').
 * The order lists the web reads (GET /api/offers, /api/offers/grouped, /api/bids, /api/bids/grouped)
 * on a big exchange: 1,000,000 orders, 200,000 trades, 500 organisations (lists-data.ts), read by
 * the biggest trader, grower and agent through the real app in process (app.inject: session,
 * validation, repository, presenter, serialisation). Each case is asked BENCH_WARM_UP times
 * uncounted, then BENCH_RUNS times; p50/p95 per case. PostgreSQL only: a scratch database on
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL; default the local server), dropped at the end.
 *
 * BENCH_ORDERS, BENCH_TRADES, BENCH_ORGANISATIONS: the data's size. BENCH_CASES=<regex>: only the
 * cases whose name matches. BENCH_EXPLAIN=1: after the figures, EXPLAIN (ANALYZE, BUFFERS) of every
 * order statement of the selected cases. BENCH_KEEP=1 keeps the database and prints its URL;
 * BENCH_REUSE=<that URL> measures it again without writing the data (EXPLAIN work, A/B of a change).
 * Beside the times, each case's database work: its order statements run once more under
 * EXPLAIN (ANALYZE, BUFFERS), summed (execution ms, 8 kB buffers touched): on a machine others
 * share, the buffers do not move with the load; the times do.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { openDatabase } from '../db/client.ts';
import { ensureDefaults } from '../composition/seed/defaults.ts';
import { seedDemoData } from '../composition/seed/demo.ts';
import { systemClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { openRealtime } from '../realtime/realtime.ts';
import { bearerFor, createUser } from '../test/factories.ts';
import { createScratchDatabase } from './exchange-processes.ts';
import { biggestOrganisation, writeListsData } from './lists-data.ts';
import { loadAverage } from './process-cpu.ts';

const size = {
  orders: Number(process.env.BENCH_ORDERS ?? 1_000_000),
  trades: Number(process.env.BENCH_TRADES ?? 200_000),
  organisations: Number(process.env.BENCH_ORGANISATIONS ?? 500),
};
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 3);
const onlyCases = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : undefined;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Caller = 'trader' | 'grower' | 'agent' | 'staff';
type Case = { name: string; caller: Caller; url: string };
type Figures = { name: string; total: number; rows: number; p50: number; p95: number; max: number; databaseMs: number; buffers: number };

/** Every list the web shows, its callers, and its sort by a column other than the default. */
const LISTS: { path: string; callers: Caller[]; sort: string }[] = [
  { path: '/api/offers', callers: ['grower', 'agent', 'trader'], sort: 'sort=price&direction=asc' },
  { path: '/api/offers/grouped', callers: ['trader', 'grower'], sort: 'direction=asc' },
  { path: '/api/bids', callers: ['trader'], sort: 'sort=remaining&direction=asc' },
  { path: '/api/bids/grouped', callers: ['trader'], sort: 'sort=expiryDate&direction=asc' },
];

function casesOf(filters: { term: string; commodityId: number }): Case[] {
  const variants: [string, string][] = [
    ['unfiltered', ''],
    [`term '${filters.term}'`, `term=${encodeURIComponent(filters.term)}`],
    ['dates Sep–Oct 2026', 'dateFrom=2026-09-01&dateTo=2026-10-31'],
    ['barley only', `commodityId=${filters.commodityId}`],
    ['lapsed', 'status=lapsed'],
    ['sorted', ''],
  ];
  const cases: Case[] = [];
  for (const list of LISTS) {
    for (const caller of list.callers) {
      for (const [variant, query] of variants) {
        const parameters = variant === 'sorted' ? list.sort : query;
        for (const page of [1, 500]) {
          const url = `${list.path}?${[parameters, page > 1 ? `page=${page}` : ''].filter(Boolean).join('&')}`;
          cases.push({ name: `${list.path} ${caller}, ${variant}, page ${page}`, caller, url });
        }
      }
      for (const pageSize of [10, 100])
        for (const page of [1, 500])
          cases.push({
            name: `${list.path} ${caller}, pageSize ${pageSize}, page ${page}`,
            caller,
            url: `${list.path}?pageSize=${pageSize}${page > 1 ? `&page=${page}` : ''}`,
          });
    }
  }
  return cases.filter((item) => !onlyCases || onlyCases.test(item.name));
}

/** The staff's lists of every trade and every igrainX delivery (issue 13): their filters are their own (id lists, trade statuses). */
function tradeCasesOf(filters: { term: string; commodityId: number }): Case[] {
  const shared: [string, string][] = [
    ['unfiltered', ''],
    [`term '${filters.term}'`, `term=${encodeURIComponent(filters.term)}`],
    ['dates Sep–Oct 2026', 'dateFrom=2026-09-01&dateTo=2026-10-31'],
    ['barley only', `commodities=${filters.commodityId}`],
  ];
  return [
    ...staffListCases('/api/back-office/trades', [
      ...shared,
      ['settled', 'status=settled'],
      ['sorted by price', 'sort=price&direction=asc'],
      ['sorted by seller', 'sort=seller&direction=asc'],
    ]),
    ...staffListCases('/api/back-office/deliveries', [...shared, ['sorted by seller', 'sort=seller&direction=asc']]),
  ];
}

function staffListCases(path: string, variants: [string, string][]): Case[] {
  const cases: Case[] = [];
  for (const [variant, query] of variants) {
    for (const page of [1, 500]) {
      const url = `${path}?${[query, page > 1 ? `page=${page}` : ''].filter(Boolean).join('&')}`;
      cases.push({ name: `${path} staff, ${variant}, page ${page}`, caller: 'staff', url });
    }
  }
  return cases.filter((item) => !onlyCases || onlyCases.test(item.name));
}

/**
 * A download of every trade over real HTTP, read as it streams: rows a second, and the process's
 * peak RSS above what it was before (the server streams; the reader keeps nothing).
 */
async function download(baseUrl: string, authorization: string, format: 'csv' | 'xlsx', list = 'trades') {
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/back-office/${list}/download?format=${format}`, { headers: { authorization } });
  if (!response.ok || !response.body) throw new Error(`download ${format}: ${response.status}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { seconds, bytes, rows: format === 'csv' ? lines - 1 : null, peakGrowth: peak - rssBefore };
}

/** A full collection, so the heap measured is what is still held (v8's flag set at run time: tsx starts node). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => gc();
}

/**
 * The same download, the heap measured after a forced collection every 250 ms: what the server
 * still holds while it streams. Flat means it does not grow with the rows sent (RSS alone counts
 * garbage not collected yet). Slower than the plain run, so its time is not reported.
 */
async function downloadHeap(baseUrl: string, authorization: string, format: 'csv' | 'xlsx') {
  const gc = collector();
  gc();
  const before = process.memoryUsage().heapUsed;
  const samples: number[] = [];
  const sampler = setInterval(() => {
    gc();
    samples.push(process.memoryUsage().heapUsed - before);
  }, 250);
  const response = await fetch(`${baseUrl}/api/back-office/trades/download?format=${format}`, { headers: { authorization } });
  if (!response.ok || !response.body) throw new Error(`download ${format}: ${response.status}`);
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) void chunk;
  clearInterval(sampler);
  gc();
  const quarter = (index: number) => samples[Math.min(samples.length - 1, Math.floor((index * samples.length) / 4))] ?? 0;
  return {
    peak: Math.max(0, ...samples),
    quarters: [1, 2, 3, 4].map((index) => quarter(index - 1 + 0.999)),
    after: process.memoryUsage().heapUsed - before,
  };
}

/** The statements that read orders (not the session lookup). */
const ORDER_TABLES = /"(offers|bid_groups|bid_lines|trades|igrain_deliveries)"/;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => value.toFixed(1);

async function openContext(databaseUrl: string): Promise<AppContext> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  const log = createLogger('silent');
  return {
    config: { ...loadConfig({ NODE_ENV: 'test' }), rateLimitScale: 1_000_000 },
    database,
    db: database.db,
    clock: systemClock(),
    email: { send: async () => 'recorded' as const },
    sms: { send: async () => 'recorded' as const },
    log,
    realtime: openRealtime({ redisUrl: undefined, database, log }),
  };
}

/** The statements the pool sends while `work` runs (for EXPLAIN). */
async function captured(context: AppContext, work: () => Promise<unknown>) {
  const pool = (context.db as unknown as { $client: pg.Pool }).$client;
  const original = pool.query.bind(pool);
  const statements: { text: string; values: unknown[] }[] = [];
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    statements.push({
      text: typeof first === 'string' ? first : first.text,
      values: second ?? (typeof first === 'string' ? [] : (first.values ?? [])),
    });
    return (original as (...inner: unknown[]) => unknown)(...args);
  };
  try {
    await work();
  } finally {
    (pool as unknown as { query: unknown }).query = original;
  }
  return statements;
}

async function main() {
  const reuse = process.env.BENCH_REUSE;
  const scratch = reuse ? undefined : await createScratchDatabase(serverUrl, 'cgx_bench_lists');
  const databaseUrl = reuse ?? scratch?.url ?? '';
  let context: AppContext | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    context = await openContext(databaseUrl);
    // A database kept from an earlier run gets the migrations written since (an index to compare).
    await context.database.migrate();
    if (!reuse) {
      const started = performance.now();
      await ensureDefaults(context.db);
      await seedDemoData(context.db);
      const seconds = await writeListsData(databaseUrl, size);
      console.log(
        `data: ${size.orders.toLocaleString()} orders, ${size.trades.toLocaleString()} trades, ${size.organisations} organisations in ` +
          `${((performance.now() - started) / 1000).toFixed(0)} s (${Object.entries(seconds)
            .map(([part, value]) => `${part} ${value.toFixed(1)} s`)
            .join(', ')})`,
      );
    }
    app = await buildApp(context);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const sizes = (
      await client.query(`SELECT (SELECT count(*) FROM offers)::int AS offers, (SELECT count(*) FROM bid_groups)::int AS bids,
        (SELECT count(*) FROM bid_lines)::int AS lines, (SELECT count(*) FROM trades)::int AS trades,
        (SELECT count(*) FROM organisations)::int AS organisations,
        pg_size_pretty(pg_total_relation_size('offers') + pg_total_relation_size('bid_groups') + pg_total_relation_size('bid_lines')) AS bytes`)
    ).rows[0];
    console.log(
      `tables: ${sizes.offers} offers, ${sizes.bids} bid groups (${sizes.lines} lines), ${sizes.trades} trades, ` +
        `${sizes.organisations} organisations; orders' tables with indexes ${sizes.bytes}`,
    );
    const barley = (await client.query(`SELECT id FROM commodities WHERE code = 'BAR'`)).rows[0].id as number;
    const callers = {} as Record<Caller, { authorization: string; organisationId: number; orders: string }>;
    const roles = { trader: 'Trader', grower: 'Grower', agent: 'Agent' } as const;
    for (const caller of ['trader', 'grower', 'agent'] as const) {
      const organisationId = await biggestOrganisation(databaseUrl, caller);
      const user = await createUser(context, roles[caller], { organisationId });
      const { authorization } = await bearerFor(context, user);
      const orders = (
        await client.query(
          `SELECT (SELECT count(*) FROM offers WHERE organisation_id = $1 OR agent_organisation_id = $1)::int AS offers,
            (SELECT count(*) FROM bid_groups WHERE organisation_id = $1)::int AS bids`,
          [organisationId],
        )
      ).rows[0];
      callers[caller] = { authorization, organisationId, orders: `${orders.offers} offers, ${orders.bids} bid groups` };
      console.log(`${caller}: organisation ${organisationId}, ${callers[caller].orders}`);
    }
    const staff = await bearerFor(context, await createUser(context, 'CGX Sales'));
    callers.staff = { authorization: staff.authorization, organisationId: 0, orders: 'every trade' };
    const cases = [...casesOf({ term: 'Dubbo', commodityId: barley }), ...tradeCasesOf({ term: 'Dubbo', commodityId: barley })];
    const ready = app;
    const ask = async (item: Case) => {
      const response = await ready.inject({ method: 'GET', url: item.url, headers: { authorization: callers[item.caller].authorization } });
      if (response.statusCode !== 200) throw new Error(`${item.url}: ${response.statusCode} ${response.body}`);
      return response.json() as { total: number; rows: unknown[] };
    };
    /** The case's order statements under EXPLAIN (ANALYZE, BUFFERS): execution ms and buffers, summed. */
    const databaseWork = async (item: Case) => {
      const statements = (await captured(context as AppContext, () => ask(item))).filter((each) => ORDER_TABLES.test(each.text));
      let databaseMs = 0;
      let buffers = 0;
      for (const statement of statements) {
        const [plan] = (await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`, statement.values)).rows[0][
          'QUERY PLAN'
        ] as { 'Execution Time': number; Plan: Record<string, number> }[];
        databaseMs += plan?.['Execution Time'] ?? 0;
        buffers += (plan?.Plan['Shared Hit Blocks'] ?? 0) + (plan?.Plan['Shared Read Blocks'] ?? 0);
      }
      return { databaseMs, buffers };
    };
    const measure = async (item: Case): Promise<Figures> => {
      let page = { total: 0, rows: [] as unknown[] };
      for (let run = 0; run < WARM_UP; run += 1) page = await ask(item);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        page = await ask(item);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const work = await databaseWork(item);
      return {
        name: item.name,
        total: page.total,
        rows: page.rows.length,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times.at(-1) ?? 0,
        ...work,
      };
    };
    console.log(`\n${RUNS} runs after ${WARM_UP} uncounted, pageSize 25 unless named; load average before ${loadAverage()}`);
    console.log('| case | matches | rows | p50 | p95 | max | database: ms, buffers |\n|---|---|---|---|---|---|---|');
    const figures: Figures[] = [];
    for (const item of cases) {
      const result = await measure(item);
      figures.push(result);
      console.log(
        `| ${result.name} | ${result.total} | ${result.rows} | ${ms(result.p50)} ms | ${ms(result.p95)} ms | ${ms(result.max)} ms | ${ms(result.databaseMs)} ms, ${result.buffers} |`,
      );
    }
    const missed = figures.filter((result) => result.p95 > 50);
    console.log(`p95 over 50 ms: ${missed.length} of ${figures.length} cases; load average after ${loadAverage()}`);

    if (!onlyCases || onlyCases.test('download')) {
      const address = await ready.listen({ port: 0, host: '127.0.0.1' });
      console.log(`\nthe staff's download of every trade (${sizes.trades}), over HTTP; goal ≥ 20,000 rows/s, memory flat:`);
      for (const format of ['csv', 'xlsx'] as const) {
        const result = await download(address, staff.authorization, format);
        const rows = result.rows ?? sizes.trades;
        console.log(
          `  ${format}: ${rows.toLocaleString()} rows, ${(result.bytes / 1_048_576).toFixed(1)} MiB in ${result.seconds.toFixed(1)} s = ` +
            `${Math.round(rows / result.seconds).toLocaleString()} rows/s; peak RSS growth ${(result.peakGrowth / 1_048_576).toFixed(0)} MiB`,
        );
      }
      const deliveries = await download(address, staff.authorization, 'csv', 'deliveries');
      console.log(
        `  deliveries csv: ${(deliveries.rows ?? 0).toLocaleString()} rows in ${deliveries.seconds.toFixed(1)} s = ` +
          `${Math.round((deliveries.rows ?? 0) / deliveries.seconds).toLocaleString()} rows/s; peak RSS growth ${(deliveries.peakGrowth / 1_048_576).toFixed(0)} MiB`,
      );
      const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MiB`;
      for (const format of ['csv', 'xlsx'] as const) {
        const heap = await downloadHeap(address, staff.authorization, format);
        console.log(
          `  ${format} heap after a forced collection, above before: at each quarter of the download ${heap.quarters.map(mib).join(', ')}; ` +
            `peak ${mib(heap.peak)}; after ${mib(heap.after)}`,
        );
      }
    }
    if (process.env.BENCH_EXPLAIN) {
      for (const item of cases) {
        const statements = await captured(context, () => ask(item));
        for (const statement of statements.filter((each) => ORDER_TABLES.test(each.text))) {
          const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
          console.log(`\n${item.name}\n${statement.text}\n${JSON.stringify(statement.values)}`);
          console.log(plan.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
        }
      }
    }
    await client.end();
  } finally {
    await app?.close();
    await context?.realtime.close();
    await context?.database.close();
    if (scratch && !process.env.BENCH_KEEP) await scratch.drop();
    else if (scratch) console.log(`kept: BENCH_REUSE=${scratch.url}`);
  }
}

await main();
