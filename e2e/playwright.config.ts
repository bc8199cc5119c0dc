import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
// A new embedded database for every run, seeded with the demo data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'cgx-e2e-'));

export default defineConfig({
  testDir: './journeys',
  outputDir: './.artifacts/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One server process with one embedded database: journeys run one after another.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The compiled server, as production runs it (decision 0080), built from the current source.
    command: 'node ../apps/server/scripts/build.mjs && node --enable-source-maps ../apps/server/dist/all-in-one.js',
    url: `${baseURL}/api/app-status`,
    reuseExistingServer: false,
    // Migrations, the demo data and its year of market history (decision 0130): well under a minute on a
    // quiet machine, several on a loaded one.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEV_TOOLS: 'true',
      SEED_DEMO: 'true',
      // Every journey comes from one address; the limits themselves are covered by the route tests.
      RATE_LIMIT_SCALE: '50',
    },
  },
});
