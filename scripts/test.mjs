#!/usr/bin/env node
// `npm test`: every test tier, then one closing line 'N passed, N failed'.
//   1. unit and integration tests (Vitest) on PGlite;
//   2. the server's integration tests again on PostgreSQL when TEST_DATABASE_URL is set;
//   3. the web build and the browser journeys (Playwright, Debian's Chromium).
// Set SKIP_E2E=1 to leave out step 3.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'cgx-test-'));
let passed = 0;
let failed = 0;
/** Steps that failed without a failing test to show for it (a build, an unhandled error, a missing report). */
const brokenSteps = [];
/** Each failing test, repeated at the end so that the last lines of a CI log name it. */
const failedTests = [];
const firstLine = (text) => (text ?? '').split('\n')[0].slice(0, 300);

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) brokenSteps.push(`${title} (exit ${result.status})`);
  return result.status === 0;
}

function countVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const suite of report.testResults) {
      const file = path.relative(process.cwd(), suite.name);
      const failures = suite.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failures) failedTests.push(`${file} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      if (suite.status === 'failed' && failures.length === 0) failedTests.push(`${file}: ${firstLine(suite.message)}`);
    }
  } catch {
    brokenSteps.push(`no Vitest report at ${file}`);
  }
}

const vitestArgs = (file, ...extra) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...extra];

const pgliteReport = path.join(reports, 'vitest-pglite.json');
run('Unit and integration tests on PGlite', 'npx', vitestArgs(pgliteReport), { TEST_DATABASE_URL: '' });
countVitest(pgliteReport);

if (process.env.TEST_DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-postgres.json');
  run('Integration tests on PostgreSQL', 'npx', vitestArgs(pgReport, '--project', 'server'));
  countVitest(pgReport);
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run is skipped.)');
}

if (!process.env.SKIP_E2E) {
  if (run('Web build', 'npm', ['run', 'build', '-w', '@cgx/web'])) {
    const e2eReport = path.join(reports, 'playwright.json');
    run('Browser journeys (Playwright + Chromium)', 'npm', ['test', '-w', '@cgx/e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
    try {
      const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
    } catch {
      brokenSteps.push('no Playwright report');
    }
  }
}

if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
if (brokenSteps.length > 0) console.log(`Failed steps: ${brokenSteps.join('; ')}`);
process.exit(brokenSteps.length > 0 || failed > 0 ? 1 : 0);
