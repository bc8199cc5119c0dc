/**
 * npm run bench:restart — prints figures, asserts nothing (docs/performance.md).
 * How long a web process takes from being started to its first answer (GET /api/app-status) on a
 * database that is already migrated and seeded: the compiled build (dist/web.js) against the
 * TypeScript run through tsx, on PostgreSQL and on PGlite; and how long database.migrate() takes
 * when no migration is pending.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { ensureDefaults } from '../composition/seed/defaults.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 3990 + (process.pid % 9);

type Variant = { name: string; args: string[]; env?: Record<string, string> };
const VARIANTS: Variant[] = [
  { name: 'compiled (node --enable-source-maps dist/web.js)', args: ['--enable-source-maps', 'dist/web.js'] },
  { name: 'tsx, its transform cache warm', args: ['--import', 'tsx', 'src/entrypoints/web.ts'] },
  { name: 'tsx, no transform cache', args: ['--import', 'tsx', 'src/entrypoints/web.ts'], env: { TSX_DISABLE_CACHE: '1' } },
];

async function timeToFirstAnswer(variant: Variant, databaseEnv: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, variant.args, {
    cwd: serverRoot,
    env: { ...process.env, ...databaseEnv, ...variant.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', REDIS_URL: '' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/app-status`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ok) return performance.now() - started;
      if (child.exitCode !== null) throw new Error(`${variant.name} exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error(`${variant.name} did not answer within 120 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function migrateWithNothingPending(options: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase(options);
  try {
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      await database.migrate();
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await database.close();
  }
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return `median ${median.toFixed(0)} ms (${sorted.map((time) => time.toFixed(0)).join(', ')})`;
};

async function measure(driver: string, databaseEnv: Record<string, string>, prepare: () => Promise<void>) {
  await prepare();
  const lines = [`${driver}:`];
  const times = new Map<string, number[]>(VARIANTS.map((variant) => [variant.name, []]));
  // Variants alternate run by run, so a slow stretch of the shared machine falls on all of them.
  for (let run = 0; run < RUNS; run += 1) {
    for (const variant of VARIANTS) times.get(variant.name)?.push(await timeToFirstAnswer(variant, databaseEnv));
  }
  for (const variant of VARIANTS) lines.push(`  ${variant.name.padEnd(50)} ${summary(times.get(variant.name) ?? [])}`);
  return lines;
}

const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverRoot, stdio: 'inherit' });
if (built.status !== 0) process.exit(1);

const lines: string[] = [];
const pgServer = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const pgName = `cgx_bench_restart_${process.pid}`;
const admin = new pg.Client({ connectionString: pgServer, connectionTimeoutMillis: 1000 });
const pgAnswers = await admin.connect().then(
  () => true,
  () => false,
);
if (pgAnswers) {
  await admin.query(`CREATE DATABASE ${pgName}`);
  const url = new URL(pgServer);
  url.pathname = `/${pgName}`;
  try {
    lines.push(
      ...(await measure('PostgreSQL', { DATABASE_URL: url.toString() }, async () => {
        const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
        await database.migrate();
        await ensureDefaults(database.db);
        await database.close();
      })),
    );
    lines.push(
      `  database.migrate() with nothing pending: ${summary(await migrateWithNothingPending({ databaseUrl: url.toString(), dataDir: '' }))}`,
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
    await admin.end();
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'cgx-bench-restart-'));
try {
  lines.push(
    ...(await measure('PGlite (a data folder)', { DATABASE_URL: '', DATA_DIR: dataDir }, async () => {
      const database = await openDatabase({ dataDir });
      await database.migrate();
      await ensureDefaults(database.db);
      await database.close();
    })),
  );
  lines.push(`  database.migrate() with nothing pending: ${summary(await migrateWithNothingPending({ dataDir }))}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`\nRestart: from starting a web process to its first answer, ${RUNS} runs each, the database already migrated\n`);
console.log(lines.join('\n'));
process.exit(0);
