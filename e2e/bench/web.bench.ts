/**
 * npm run bench:web — prints figures, asserts nothing.
 * The home page's initial JavaScript (what the browser downloads before the page is ready,
 * gzipped), and Lighthouse performance and accessibility scores for home and login (after one
 * run that is not counted), against the built web app served by the real server with the demo
 * data, in Debian's chromium.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_WEB_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
const CHROMIUM = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

async function startServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cgx-bench-web-'));
  const server = spawn('npx', ['tsx', 'apps/server/src/entrypoints/all-in-one.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/app-status`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    async stop() {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every script the home page loads until the network is idle, gzipped as a server would send it. */
async function initialJavaScript(): Promise<{ files: number; gzipBytes: number; rawBytes: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) bodies.push(response.body());
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  const files = await Promise.all(bodies);
  await browser.close();
  return {
    files: files.length,
    rawBytes: files.reduce((sum, body) => sum + body.length, 0),
    gzipBytes: files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
  };
}

async function lighthouseScores(chromePort: number, url: string) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const categories = result?.lhr.categories;
  const audit = (id: string) => result?.lhr.audits[id]?.displayValue ?? '-';
  const failing = Object.values(result?.lhr.audits ?? {})
    .filter(
      (entry) =>
        entry.score !== null && entry.score < 0.9 && entry.scoreDisplayMode !== 'informative' && entry.scoreDisplayMode !== 'notApplicable',
    )
    .map((entry) => entry.id);
  return {
    performance: Math.round((categories?.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
    metrics: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}, SI ${audit('speed-index')}`,
    failing,
  };
}

const server = await startServer();
try {
  const js = await initialJavaScript();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const scores: Record<string, Awaited<ReturnType<typeof lighthouseScores>>> = {};
  try {
    // A run in a freshly started chromium pays for the browser's own start-up (its first paint
    // came 1–2 s late, whichever page it measured): one run first, not counted (decision 0123).
    await lighthouseScores(chrome.port, `${base}/`);
    for (const [name, pathname] of [
      ['home', '/'],
      ['login', '/login'],
    ] as const) {
      scores[name] = await lighthouseScores(chrome.port, `${base}${pathname}`);
    }
  } finally {
    await chrome.kill();
  }
  console.log(`\nWeb benchmark (${new Date().toISOString().slice(0, 10)}): built app, real server, ${CHROMIUM}\n`);
  console.log(
    `home initial JavaScript: ${js.files} files, ${(js.rawBytes / 1024).toFixed(1)} KiB raw, ${(js.gzipBytes / 1024).toFixed(1)} KiB gzipped (goal ≤ 200 KiB)`,
  );
  console.log('\npage    performance  accessibility   (Lighthouse, mobile preset; goals ≥ 95)');
  for (const [name, score] of Object.entries(scores)) {
    console.log(
      `${name.padEnd(7)} ${String(score.performance).padStart(11)}  ${String(score.accessibility).padStart(13)}   ${score.metrics}`,
    );
  }
  for (const [name, score] of Object.entries(scores)) {
    if (score.failing.length > 0) console.log(`${name}: audits below 0.9: ${score.failing.join(', ')}`);
  }
} finally {
  await server.stop();
}
process.exit(0);
