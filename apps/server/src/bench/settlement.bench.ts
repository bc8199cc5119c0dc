/**
 * npm run bench:settlement — prints figures, asserts nothing (docs/performance.md 'Settlement').
 * Issue 14: a 50,000-row ACQ file and 10,000 invoices on PostgreSQL: rows/s, invoices/s, the
 * server's peak memory; goal ≥ 1,000 rows/s with flat memory.
 *
 * A scratch database on BENCH_DATABASE_URL (or TEST_DATABASE_URL; default the local server), the
 * migrations and the demo data; then, by set-based SQL, open cgx trades (APW1 wheat, 100 t) at the
 * sites of one storage provider (GrainCorp, whose format is Default), each of a grower of its own
 * holding a distinct NGR and with one user (so each invoice has its e-mail queued, as in life),
 * bought by 20 traders. The server is this process: the app built in it (app.inject) and the
 * ACQ module's own functions.
 *
 * 1. Parse and match only: a file of BENCH_ACQ_ROWS rows (default 50,000, the most a file may
 *    have) each naming an open trade with another seller's NGR, so every row is read, its
 *    candidates fetched, and it ends unmatched; nothing is raised.
 * 2. The matched file: BENCH_ACQ_ROWS rows, all but 40 naming an open trade with its seller's NGR
 *    (a title transfer each: 2 invoices), 20 naming no trade that exists (unmatched), 10 refused
 *    as read (a bad NGR) and 10 repeating an earlier ticket (rejected).
 * 3. BENCH_INVOICES invoices (default 10,000): recordTitleTransfer on BENCH_INVOICES / 2 more
 *    trades, one transaction each, as an assignment by staff does.
 *
 * Each file is uploaded through POST /api/back-office/settlements/acq-files (a file over 128 KB
 * answers at once and is left to its job), then processed a batch at a time by
 * processAcqFileBatch, as the process-acq-file job does (one batch per transaction, 500 rows),
 * until done. The jobs and e-mails the title transfers queue (invoice e-mails with their PDFs,
 * notifications, settlement steps) are counted, not run: they are the workers' later work.
 * While processing, this process's RSS and heap are sampled every 100 ms.
 *
 * BENCH_KEEP=1 keeps the database and prints its URL; BENCH_REUSE=<that URL> runs again on it
 * (fresh trades and tickets are written beside the old). BENCH_SKIP_UNMATCHED=1 leaves out part 1.
 * BENCH_STATEMENTS=1 times every statement the server sends while processing the matched file
 * (wall time from send to answer, queueing included) and prints the costliest shapes;
 * BENCH_PROFILE=<folder> writes a CPU profile of this process while it processes the matched file.
 * BENCH_BATCH_ROWS=<n> processes the files n rows per batch instead of the job's 500.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ACQ_FILE_MAX_ROWS } from '@cgx/domain/acq-files';
import { sydneyDate } from '@cgx/domain/calendar';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { openDatabase } from '../db/client.ts';
import { ensureDefaults } from '../composition/seed/defaults.ts';
import { seedDemoData } from '../composition/seed/demo.ts';
import { hashPassword } from '../lib/secrets.ts';
import { systemClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { ACQ_BATCH_ROWS, processAcqFileBatch } from '../contexts/settlement/acq-files/acq-processing.ts';
import { ACQ_INLINE_MAX_BYTES } from '../contexts/settlement/acq-files/acq-files.service.ts';
import { recordTitleTransfer } from '../contexts/settlement/settlement/title-transfer.service.ts';
import { openRealtime } from '../realtime/realtime.ts';
import { bearerFor, createUser } from '../test/factories.ts';
import { createScratchDatabase } from './exchange-processes.ts';
import { loadAverage, postgresCpuBetween, postgresCpuByPid } from './process-cpu.ts';

const ROWS = Math.min(ACQ_FILE_MAX_ROWS, Number(process.env.BENCH_ACQ_ROWS ?? ACQ_FILE_MAX_ROWS));
const INVOICES = Number(process.env.BENCH_INVOICES ?? 10_000);
/** Rows per batch: the job's (ACQ_BATCH_ROWS) unless BENCH_BATCH_ROWS says otherwise, to compare sizes. */
const BATCH_ROWS = Number(process.env.BENCH_BATCH_ROWS ?? ACQ_BATCH_ROWS);
const UNMATCHED_EXTRA = 20;
const BAD_EXTRA = 10;
const REPEATED_EXTRA = 10;
const MATCHED = Math.max(0, ROWS - UNMATCHED_EXTRA - BAD_EXTRA - REPEATED_EXTRA);
const TRANSFERS = Math.ceil(INVOICES / 2);
const BUYERS = 20;
const GC_EVERY_MS = 5_000;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PATH = '/api/back-office/settlements/acq-files';
const HEADER = 'Ticket number,Trade id,NGR,Site code,Commodity code,Grade code,Net tonnes,Title transfer date,Oil (%),Admix (%)';

const MiB = 1_048_576;
const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
const rate = (count: number, seconds: number) => Math.round(count / seconds).toLocaleString('en-AU');
const n = (value: number) => value.toLocaleString('en-AU');

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

/** A full collection, so the heap measured is what is still held (v8's flag set at run time: tsx starts node). */
function collector(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => gc();
}

/** The busiest other processes over `ms`, from /proc: what else was running. */
async function busiestProcesses(ms = 2_000): Promise<string> {
  const read = () => {
    const byPid = new Map<string, { name: string; ticks: number }>();
    try {
      for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          let name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
          try {
            const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
            if (command.length > 0)
              name = command
                .slice(0, 3)
                .map((part) => part.split('/').slice(-2).join('/'))
                .join(' ');
          } catch {
            // gone
          }
          byPid.set(pid, { name, ticks: Number(fields[11]) + Number(fields[12]) });
        } catch {
          // the process ended while being read
        }
      }
    } catch {
      // no /proc
    }
    return byPid;
  };
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = read();
  const busy = [...after]
    .filter(([pid]) => pid !== String(process.pid))
    .map(([pid, item]) => ({ pid, name: item.name, percent: ((item.ticks - (before.get(pid)?.ticks ?? item.ticks)) / (ms / 1000)) * 1 }))
    .filter((item) => item.percent >= 5)
    .sort((a, b) => b.percent - a.percent)
    .slice(0, 6);
  return busy.length === 0
    ? `nothing above 5% of a core over ${ms / 1000} s`
    : busy.map((item) => `${item.name.slice(0, 70)} (pid ${item.pid}) ${item.percent.toFixed(0)}%`).join('; ');
}

/** RSS and heap every 100 ms while `work` runs; the heap before and after after a forced collection. */
async function sampled<T>(work: () => Promise<T>) {
  const gc = collector();
  gc();
  const start = process.memoryUsage();
  const samples: { at: number; rss: number; heap: number }[] = [];
  const t0 = performance.now();
  const sample = () => {
    const usage = process.memoryUsage();
    samples.push({ at: performance.now() - t0, rss: usage.rss, heap: usage.heapUsed });
  };
  const timer = setInterval(sample, 100);
  // Every 5 s the heap after a full collection: what is held, not garbage waiting (each costs tens of ms).
  const held: number[] = [];
  const gcTimer = setInterval(() => {
    gc();
    held.push(process.memoryUsage().heapUsed);
  }, GC_EVERY_MS);
  const cpuBefore = process.cpuUsage();
  const postgresBefore = postgresCpuByPid();
  let result: T;
  try {
    result = await work();
  } finally {
    clearInterval(timer);
    clearInterval(gcTimer);
  }
  sample();
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const postgresCpu = postgresCpuBetween(postgresBefore, postgresCpuByPid());
  gc();
  const end = process.memoryUsage();
  const quarterPeaks = [0, 1, 2, 3].map((quarter) => {
    const within = samples.filter((item) => item.at >= (quarter * seconds * 1000) / 4 && item.at <= ((quarter + 1) * seconds * 1000) / 4);
    return { heap: Math.max(0, ...within.map((item) => item.heap)), rss: Math.max(0, ...within.map((item) => item.rss)) };
  });
  return {
    result,
    seconds,
    serverCpu: (cpu.user + cpu.system) / 1e6,
    postgresCpu,
    startRss: start.rss,
    startHeap: start.heapUsed,
    peakRss: Math.max(start.rss, ...samples.map((item) => item.rss)),
    peakHeap: Math.max(start.heapUsed, ...samples.map((item) => item.heap)),
    endHeap: end.heapUsed,
    endRss: end.rss,
    quarterPeaks,
    held,
  };
}

type Statements = Map<string, { count: number; ms: number }>;

/** Every statement any pg client sends while `work` runs: count and wall ms (send to answer) by its text. */
async function timedStatements<T>(work: () => Promise<T>): Promise<{ result: T; statements: Statements }> {
  const statements: Statements = new Map();
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').replace(/\$\d+(, \$\d+)*/g, '$n');
    const started = performance.now();
    const answer = original.apply(this, args);
    const done = () => {
      const entry = statements.get(text) ?? { count: 0, ms: 0 };
      entry.count += 1;
      entry.ms += performance.now() - started;
      statements.set(text, entry);
    };
    if (answer && typeof (answer as Promise<unknown>).then === 'function') (answer as Promise<unknown>).then(done, done);
    return answer;
  };
  try {
    return { result: await work(), statements };
  } finally {
    prototype.query = original;
  }
}

/** A CPU profile of this process while `work` runs, written to <folder>/settlement-<time>.cpuprofile (open in Chrome's DevTools). */
async function profiled<T>(folder: string, work: () => Promise<T>): Promise<T> {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => session.post(method, params, (error, answer) => (error ? reject(error) : resolve(answer))));
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 1000 });
  await post('Profiler.start');
  try {
    return await work();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `settlement-${Date.now()}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`  CPU profile: ${file}`);
    session.disconnect();
  }
}

type Seeded = { providerId: number; sites: string[]; trades: { id: number; formattedId: string; ngr: string; site: string }[] };

/**
 * Open trades at the provider's sites, each with a grower of its own (a distinct NGR, one user),
 * bought by BUYERS traders (one user each). Fresh names, NGRs, logins and trade numbers on every run.
 */
async function seedTrades(databaseUrl: string, count: number): Promise<Seeded> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0] as T;
    const ref = await one<{ provider: number; season: number; wheat: number; apw1: number; period: number }>(
      `SELECT (SELECT storage_provider_id FROM sites WHERE name = 'Moree') AS provider,
        (SELECT id FROM seasons WHERE name = '2026/27') AS season,
        (SELECT id FROM commodities WHERE code = 'WHT') AS wheat,
        (SELECT g.id FROM grades g JOIN commodities c ON c.id = g.commodity_id WHERE c.code = 'WHT' AND g.code = 'APW1') AS apw1,
        (SELECT id FROM delivery_periods WHERE name = 'Jan 2027') AS period`,
    );
    const { rows: siteRows } = await client.query(`SELECT id, name FROM sites WHERE storage_provider_id = $1 ORDER BY id`, [ref.provider]);
    const start = await one<{ tag: number; ngr: number; login: number; trade: number }>(
      `SELECT (SELECT count(*) FROM organisations)::int AS tag,
        greatest(50000000, (SELECT coalesce(max(ngr::bigint), 0) FROM organisation_ngrs WHERE ngr ~ '^[0-9]{8}$') + 1)::int AS ngr,
        greatest(60000000, (SELECT coalesce(max(login_number::bigint), 0) FROM users WHERE login_number ~ '^[0-9]{8}$') + 1)::int AS login,
        greatest(100000, (SELECT coalesce(max(number), 0) FROM trades WHERE market = 'cgx') + 1)::int AS trade`,
    );
    const passwordHash = await hashPassword('Paddock-2026');
    await client.query(`CREATE TEMP TABLE IF NOT EXISTS bench_parties (id integer, kind text, idx integer)`);
    await client.query(`TRUNCATE bench_parties`);
    await client.query(
      `WITH inserted AS (
         INSERT INTO organisations (type, trading_name, state, postcode, status, verification_status, verification_changed_at)
         SELECT CASE WHEN g <= $1::int THEN 'trader' ELSE 'grower' END,
           CASE WHEN g <= $1::int THEN 'Bench Buyer ' || $3::text || '-' || g || ' Grain Trading' ELSE 'Bench Grower ' || $3::text || '-' || (g - $1::int) || ' Farming' END,
           'NSW', '2400', 'active', 'verified', now()
         FROM generate_series(1, $1::int + $2::int) AS g
         RETURNING id, type)
       INSERT INTO bench_parties (id, kind, idx)
       SELECT id, type, (row_number() OVER (PARTITION BY type ORDER BY id) - 1)::int FROM inserted`,
      [BUYERS, count, start.tag],
    );
    await client.query(`CREATE INDEX IF NOT EXISTS bench_parties_kind_idx ON bench_parties (kind, idx); ANALYZE bench_parties`);
    await client.query(
      `INSERT INTO organisation_ngrs (organisation_id, ngr) SELECT id, ($1::int + idx)::text FROM bench_parties WHERE kind = 'grower'`,
      [start.ngr],
    );
    await client.query(
      `INSERT INTO users (organisation_id, role, first_name, last_name, email, login_number, password_hash, email_confirmed_at,
         mfa_channel, is_organisation_admin)
       SELECT p.id, CASE p.kind WHEN 'trader' THEN 'Trader' ELSE 'Grower' END, 'Bench', initcap(p.kind) || ' ' || p.idx,
         'bench.' || p.kind || '.' || $1::text || '.' || p.idx || '@example.com.au', ($2::int + row_number() OVER (ORDER BY p.id))::text, $3,
         now(), 'email', true
       FROM bench_parties p`,
      [start.tag, start.login, passwordHash],
    );
    const { rows } = await client.query(
      `WITH site AS (SELECT id, name, (row_number() OVER (ORDER BY id) - 1)::int AS idx FROM sites WHERE storage_provider_id = $1::int),
       inserted AS (
         INSERT INTO trades (market, number, formatted_id, bid_group_id, bid_line_id, offer_id, buyer_organisation_id,
           seller_organisation_id, season_id, commodity_id, grade_id, delivery_period_id, site_id, quantity, price, port_equiv,
           payment_terms_kind, resting_side, status, created_at, updated_at)
         SELECT 'cgx', $2::int + s.idx, 'CGX-' || lpad(($2::int + s.idx)::text, 6, '0'), 1, 1, 1, b.id, s.id, $3::int, $4::int, $5::int, $6::int, site.id,
           100.000, 300.00, 338.00, 'default', 'bid', 'awaiting_grain',
           now() - interval '10 days' + s.idx * interval '1 ms', now() - interval '10 days' + s.idx * interval '1 ms'
         FROM bench_parties s
           JOIN bench_parties b ON b.kind = 'trader' AND b.idx = s.idx % $7::int
           JOIN site ON site.idx = s.idx % (SELECT count(*) FROM site)
         WHERE s.kind = 'grower'
         RETURNING id, formatted_id, seller_organisation_id, site_id)
       SELECT i.id, i.formatted_id, ngr.ngr, site.name AS site
       FROM inserted i JOIN organisation_ngrs ngr ON ngr.organisation_id = i.seller_organisation_id JOIN site ON site.id = i.site_id
       ORDER BY i.id`,
      [ref.provider, start.trade, ref.season, ref.wheat, ref.apw1, ref.period, BUYERS],
    );
    await client.query('VACUUM (ANALYZE) organisations, organisation_ngrs, users, trades');
    return {
      providerId: ref.provider,
      sites: siteRows.map((row: { name: string }) => row.name),
      trades: rows.map((row: { id: number; formatted_id: string; ngr: string; site: string }) => ({
        id: row.id,
        formattedId: row.formatted_id,
        ngr: row.ngr,
        site: row.site,
      })),
    };
  } finally {
    await client.end();
  }
}

type Trade = Seeded['trades'][number];
const line = (ticket: string, tradeId: string, ngr: string, site: string, date: string) =>
  `${ticket},${tradeId},${ngr},${site},WHT,APW1,99.500,${date},,`;

/** Every row names an open trade with the next trade's seller's NGR: read, matched against its candidates, left unmatched. */
function unmatchedFile(trades: Trade[], rows: number, tag: string, date: string): string {
  const lines = [HEADER];
  for (let index = 0; index < rows; index += 1) {
    const trade = trades[index % trades.length] as Trade;
    const other = trades[(index + 1) % trades.length] as Trade;
    lines.push(line(`U${tag}-${index + 1}`, trade.formattedId, other.ngr, trade.site, date));
  }
  return `${lines.join('\n')}\n`;
}

/** The matched trades' rows, with the unmatched and rejected ones spread through the file. */
function matchedFile(trades: Trade[], tag: string, date: string): { csv: string; matched: number } {
  const lines = [HEADER];
  const every = Math.max(1, Math.floor(trades.length / (UNMATCHED_EXTRA + BAD_EXTRA + REPEATED_EXTRA + 1)));
  let extra = 0;
  for (const [index, trade] of trades.entries()) {
    lines.push(line(`M${tag}-${index + 1}`, trade.formattedId, trade.ngr, trade.site, date));
    if ((index + 1) % every === 0 && extra < UNMATCHED_EXTRA + BAD_EXTRA + REPEATED_EXTRA) {
      if (extra < UNMATCHED_EXTRA) lines.push(line(`X${tag}-${extra}`, `CGX-${99_000_001 + extra}`, trade.ngr, trade.site, date));
      else if (extra < UNMATCHED_EXTRA + BAD_EXTRA) lines.push(line(`B${tag}-${extra}`, '', 'NGR?', trade.site, date));
      else lines.push(line(`M${tag}-${index + 1}`, '', trade.ngr, trade.site, date));
      extra += 1;
    }
  }
  return { csv: `${lines.join('\n')}\n`, matched: trades.length };
}

async function main() {
  const reuse = process.env.BENCH_REUSE;
  const startedAt = new Date();
  const startLoad = loadAverage();
  console.log(
    `settlement bench, ${startedAt.toISOString()}; ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ` +
      `${(os.totalmem() / 1024 ** 3).toFixed(0)} GB; Node ${process.version}; load average ${startLoad}`,
  );
  console.log(`else running (CPU over 2 s before the bench): ${await busiestProcesses()}`);
  const scratch = reuse ? undefined : await createScratchDatabase(serverUrl, 'cgx_bench_settlement');
  const databaseUrl = reuse ?? scratch?.url ?? '';
  let context: AppContext | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const figures: [string, string][] = [];
  try {
    context = await openContext(databaseUrl);
    await context.database.migrate();
    if (!reuse) {
      await ensureDefaults(context.db);
      await seedDemoData(context.db);
    }
    const t0 = performance.now();
    const seeded = await seedTrades(databaseUrl, MATCHED + TRANSFERS);
    console.log(
      `data: ${n(seeded.trades.length)} open trades (${n(seeded.trades.length)} growers with an NGR and a user each, ${BUYERS} buyers) ` +
        `at ${seeded.sites.length} sites of storage provider ${seeded.providerId} (${seeded.sites.join(', ')}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    app = await buildApp(context);
    const ready = app;
    const staffUser = await createUser(context, 'CGX Sales');
    const staff = await bearerFor(context, staffUser);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const scalar = async (text: string, values: unknown[] = []) => Number(Object.values((await client.query(text, values)).rows[0])[0]);
    const date = sydneyDate(new Date(Date.now() - 86_400_000))
      .split('-')
      .reverse()
      .join('/');
    const tag = String(Date.now() % 1_000_000);
    const fileTrades = seeded.trades.slice(0, MATCHED);
    const invoiceTrades = seeded.trades.slice(MATCHED);

    const upload = async (csv: string, fileName: string) => {
      const started = performance.now();
      const response = await ready.inject({
        method: 'POST',
        url: PATH,
        query: { storageProviderOrganisationId: String(seeded.providerId), fileName },
        headers: { authorization: staff.authorization, 'content-type': 'text/csv' },
        payload: csv,
      });
      if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(`upload: ${response.statusCode} ${response.body}`);
      return { fileId: (response.json() as { file: { id: number } }).file.id, seconds: (performance.now() - started) / 1000 };
    };
    /** The file's batches, as its job runs them; each batch's milliseconds. */
    const processFile = async (fileId: number) => {
      const batches: number[] = [];
      for (;;) {
        const started = performance.now();
        const progress = await processAcqFileBatch(context?.db as AppContext['db'], fileId, new Date(), BATCH_ROWS);
        batches.push(performance.now() - started);
        if (progress === 'done') return batches;
      }
    };
    const fileCounts = async (fileId: number) =>
      (await client.query(`SELECT status, total_rows, matched_rows, unmatched_rows, rejected_rows FROM acq_files WHERE id = $1`, [fileId]))
        .rows[0] as { status: string; total_rows: number; matched_rows: number; unmatched_rows: number; rejected_rows: number };
    const batchSummary = (batches: number[]) => {
      const quarter = Math.max(1, Math.floor(batches.length / 4));
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
      const sorted = [...batches].sort((a, b) => a - b);
      return (
        `${batches.length} batches; ms per batch: first quarter ${mean(batches.slice(0, quarter)).toFixed(0)}, ` +
        `last quarter ${mean(batches.slice(-quarter)).toFixed(0)}, median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)}, ` +
        `max ${sorted.at(-1)?.toFixed(0)}`
      );
    };
    const memorySummary = (run: Awaited<ReturnType<typeof sampled>>, rows: number) => {
      const growth = run.peakHeap - run.startHeap;
      const perTenThousand = growth / (rows / 10_000);
      // Flat: the heap held after a full collection does not grow from the first 5 s reading to the last (8 MiB of slack).
      const held = [...run.held, run.endHeap];
      const flat = (held.at(-1) ?? 0) - (held[0] ?? 0) < 8 * MiB;
      const shown =
        held.length <= 12 ? held : held.filter((_, index) => index % Math.ceil(held.length / 12) === 0 || index === held.length - 1);
      return {
        flat,
        text:
          `peak RSS ${mib(run.peakRss)} (start ${mib(run.startRss)}), peak heap ${mib(run.peakHeap)}; heap after GC: before ${mib(run.startHeap)}, ` +
          `after ${mib(run.endHeap)}; peak heap − start ${mib(growth)} = ${mib(perTenThousand)} per 10,000 rows; ` +
          `peak heap by quarter of the run ${run.quarterPeaks.map((item) => mib(item.heap)).join(', ')}; ` +
          `RSS by quarter ${run.quarterPeaks.map((item) => mib(item.rss)).join(', ')}; heap held after a full collection every ${GC_EVERY_MS / 1000} s ` +
          `(and at the end) ${shown.map(mib).join(', ')} → ${flat ? 'flat' : 'GROWING'}`,
      };
    };

    // 1. Parse and match only.
    if (!process.env.BENCH_SKIP_UNMATCHED) {
      const csv = unmatchedFile(fileTrades, ROWS, tag, date);
      console.log(
        `\n1. parse and match only: ${n(ROWS)} rows (${mib(Buffer.byteLength(csv))}), each naming an open trade with another seller's NGR; load ${loadAverage()}`,
      );
      const run = await sampled(async () => {
        const uploaded = await upload(csv, `bench-unmatched-${tag}.csv`);
        const processing = performance.now();
        const batches = await processFile(uploaded.fileId);
        return { ...uploaded, batches, processingSeconds: (performance.now() - processing) / 1000 };
      });
      const counts = await fileCounts(run.result.fileId);
      const memory = memorySummary(run, ROWS);
      console.log(
        `  file ${run.result.fileId} ${counts.status}: ${n(counts.total_rows)} rows, ${counts.matched_rows} matched, ${n(counts.unmatched_rows)} unmatched, ` +
          `${counts.rejected_rows} rejected\n  upload ${run.result.seconds.toFixed(2)} s, processing ${run.result.processingSeconds.toFixed(1)} s: ` +
          `${rate(ROWS, run.seconds)} rows/s (whole file, upload included)\n  ${batchSummary(run.result.batches)}\n` +
          `  CPU s: server ${run.serverCpu.toFixed(1)}, PostgreSQL ${run.postgresCpu.toFixed(1)}\n  memory: ${memory.text}`,
      );
      figures.push([
        `parse + match only (${n(ROWS)} rows, all unmatched)`,
        `${rate(ROWS, run.seconds)} rows/s, ${run.seconds.toFixed(1)} s`,
      ]);
      figures.push([
        '  its peak RSS / peak heap / memory',
        `${mib(run.peakRss)} / ${mib(run.peakHeap)} / ${memory.flat ? 'flat' : 'growing'}`,
      ]);
    }

    // 2. The matched file.
    {
      const { csv, matched } = matchedFile(fileTrades, tag, date);
      const rows = csv.trimEnd().split('\n').length - 1;
      console.log(
        `\n2. matched file: ${n(rows)} rows (${mib(Buffer.byteLength(csv))}): ${n(matched)} naming their open trade, ${UNMATCHED_EXTRA} naming no trade, ` +
          `${BAD_EXTRA} with a bad NGR, ${REPEATED_EXTRA} repeating a ticket; load ${loadAverage()}`,
      );
      const invoicesBefore = await scalar('SELECT count(*) FROM invoices');
      const jobsBefore = await scalar('SELECT count(*) FROM jobs WHERE completed_at IS NULL AND failed_at IS NULL');
      const messagesBefore = await scalar('SELECT count(*) FROM messages');
      const work = async () => {
        const uploaded = await upload(csv, `bench-matched-${tag}.csv`);
        const processing = performance.now();
        const batches = await processFile(uploaded.fileId);
        // A file of up to 128 KB is processed before the upload answers: its processing is the upload.
        const inline = Buffer.byteLength(csv) <= ACQ_INLINE_MAX_BYTES;
        return { ...uploaded, batches, processingSeconds: inline ? uploaded.seconds : (performance.now() - processing) / 1000 };
      };
      let statements: Statements | undefined;
      const run = await sampled(async () => {
        if (process.env.BENCH_PROFILE) return profiled(process.env.BENCH_PROFILE, work);
        if (!process.env.BENCH_STATEMENTS) return work();
        const timed = await timedStatements(work);
        statements = timed.statements;
        return timed.result;
      });
      const counts = await fileCounts(run.result.fileId);
      const invoices = (await scalar('SELECT count(*) FROM invoices')) - invoicesBefore;
      const transfers = await scalar('SELECT count(*) FROM title_transfers t JOIN acq_rows r ON r.id = t.acq_row_id WHERE r.file_id = $1', [
        run.result.fileId,
      ]);
      const { rows: queued } = await client.query(
        `SELECT name, count(*)::int AS count FROM jobs WHERE completed_at IS NULL AND failed_at IS NULL GROUP BY name ORDER BY 2 DESC`,
      );
      const jobsQueued = (await scalar('SELECT count(*) FROM jobs WHERE completed_at IS NULL AND failed_at IS NULL')) - jobsBefore;
      const messagesQueued = (await scalar('SELECT count(*) FROM messages')) - messagesBefore;
      const memory = memorySummary(run, rows);
      console.log(
        `  file ${run.result.fileId} ${counts.status}: ${n(counts.total_rows)} rows, ${n(counts.matched_rows)} matched, ${counts.unmatched_rows} unmatched, ` +
          `${counts.rejected_rows} rejected; ${n(transfers)} title transfers, ${n(invoices)} invoices\n` +
          `  upload ${run.result.seconds.toFixed(2)} s, processing ${run.result.processingSeconds.toFixed(1)} s: ${rate(rows, run.seconds)} rows/s ` +
          `(whole file, upload included); ${rate(invoices, run.result.processingSeconds)} invoices/s during processing\n` +
          `  ${batchSummary(run.result.batches)}\n  CPU s: server ${run.serverCpu.toFixed(1)}, PostgreSQL ${run.postgresCpu.toFixed(1)} ` +
          `(${((run.serverCpu * 1000) / rows).toFixed(2)} and ${((run.postgresCpu * 1000) / rows).toFixed(2)} ms per row)\n  memory: ${memory.text}\n` +
          `  left for the workers: ${n(jobsQueued)} jobs (${queued.map((row: { name: string; count: number }) => `${row.name} ${n(row.count)}`).join(', ')}), ` +
          `${n(messagesQueued)} e-mails queued`,
      );
      figures.push([
        `ACQ file (${n(rows)} rows, ${n(counts.matched_rows)} matched)`,
        `${rate(rows, run.seconds)} rows/s, ${run.seconds.toFixed(1)} s (upload ${run.result.seconds.toFixed(1)} s)`,
      ]);
      figures.push(['  invoices raised while processing it', `${n(invoices)}: ${rate(invoices, run.result.processingSeconds)} invoices/s`]);
      figures.push(['  its peak RSS / peak heap', `${mib(run.peakRss)} / ${mib(run.peakHeap)}`]);
      figures.push([
        '  heap after GC before → after; peak − start per 10,000 rows',
        `${mib(run.startHeap)} → ${mib(run.endHeap)}; ${mib((run.peakHeap - run.startHeap) / (rows / 10_000))}; ${memory.flat ? 'flat' : 'growing'}`,
      ]);
      if (statements) {
        const total = [...statements.values()].reduce((sum, item) => sum + item.count, 0);
        console.log(`  statements sent while processing: ${n(total)} (${(total / rows).toFixed(1)} per row); costliest by wall ms:`);
        for (const [text, item] of [...statements].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15))
          console.log(
            `    ${item.ms.toFixed(0)} ms, ${n(item.count)}×, ${(item.ms / item.count).toFixed(2)} ms each: ${text.slice(0, 220)}`,
          );
      }
    }

    // 3. Invoices: title transfers recorded one transaction each (BENCH_INVOICES=0 leaves it out).
    if (invoiceTrades.length > 0) {
      console.log(
        `\n3. ${n(invoiceTrades.length * 2)} invoices: ${n(invoiceTrades.length)} title transfers, one transaction each; load ${loadAverage()}`,
      );
      const invoicesBefore = await scalar('SELECT count(*) FROM invoices');
      const run = await sampled(async () => {
        const db = context?.db as AppContext['db'];
        for (const [index, trade] of invoiceTrades.entries())
          await db.transaction((tx) =>
            recordTitleTransfer(tx, {
              tradeId: trade.id,
              source: 'acq',
              transferredOn: sydneyDate(new Date(Date.now() - 86_400_000)),
              deliveredTonnes: '99.500',
              oil: null,
              admix: null,
              storageProviderOrganisationId: seeded.providerId,
              ticketNumber: `I${tag}-${index + 1}`,
              userId: staffUser.id,
              at: new Date(),
            }),
          );
      });
      const invoices = (await scalar('SELECT count(*) FROM invoices')) - invoicesBefore;
      const memory = memorySummary(run, invoiceTrades.length);
      console.log(
        `  ${n(invoices)} invoices in ${run.seconds.toFixed(1)} s: ${rate(invoices, run.seconds)} invoices/s ` +
          `(${rate(invoiceTrades.length, run.seconds)} title transfers/s)\n  CPU s: server ${run.serverCpu.toFixed(1)}, PostgreSQL ${run.postgresCpu.toFixed(1)}\n` +
          `  memory: ${memory.text}`,
      );
      figures.push([
        `${n(invoices)} invoices (${n(invoiceTrades.length)} title transfers, one transaction each)`,
        `${rate(invoices, run.seconds)} invoices/s, ${run.seconds.toFixed(1)} s`,
      ]);
      figures.push(['  its peak RSS / peak heap', `${mib(run.peakRss)} / ${mib(run.peakHeap)}`]);
    }
    await client.end();

    console.log(`\n| ${startedAt.toISOString().slice(0, 16)}Z, load average at start ${startLoad} | figure |\n|---|---|`);
    for (const [what, value] of figures) console.log(`| ${what} | ${value} |`);
    console.log(`load average now ${loadAverage()}; else running now: ${await busiestProcesses()}`);
  } finally {
    await app?.close();
    await context?.realtime.close();
    await context?.database.close();
    if (scratch && !process.env.BENCH_KEEP) await scratch.drop();
    else if (scratch) console.log(`kept: BENCH_REUSE=${scratch.url}`);
  }
}

await main();
