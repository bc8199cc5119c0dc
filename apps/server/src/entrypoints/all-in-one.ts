import { buildApp } from '../app.ts';
import { createContext } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { ensureDefaults } from '../composition/seed/defaults.ts';
import { DEMO_PASSWORD, seedDemoData } from '../composition/seed/demo.ts';
import { seedDemoMarket } from '../composition/seed/demo-market.ts';
import { seedDemoSettlement } from '../composition/seed/demo-settlement.ts';
import { WORKER_DUTIES } from '../composition/jobs.ts';
import { startJobRunner } from '../queue/job-runner.ts';

/** One process for a bare machine: migrations, demo data (once), API, web app and worker. */
const config = loadConfig();
const context = await createContext(config);
await ensureDefaults(context.db);
const demoUsers = config.seedDemo ? await seedDemoData(context.db) : [];
const demoMarket = config.seedDemo && config.seedDemoMarket ? await seedDemoMarket(context) : null;
// The history settles as it would have (issue 14): only with the market it settles, seeded once with it.
const demoSettlement = demoMarket ? await seedDemoSettlement(context) : null;
const app = await buildApp(context);
const runner = startJobRunner(context, WORKER_DUTIES);
await app.listen({ host: config.host, port: config.port });

const url = config.appUrl;
const lines = [
  '',
  `  CGX Grain Exchange is running at ${url}`,
  `  API documentation: ${url}/api/docs`,
  `  Database: ${context.database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  '',
];
if (demoUsers.length > 0) {
  lines.push(`  Demo sign-ins (password for all: ${DEMO_PASSWORD}; e-mail or login number):`);
  for (const user of demoUsers)
    lines.push(`    ${user.role.padEnd(16)} ${user.loginNumber}  ${user.email.padEnd(40)} ${user.organisation}`);
  lines.push('');
}
if (demoMarket) {
  lines.push(
    `  Demo market: a year of history seeded (${demoMarket.trades} trades, ${demoMarket.tonnes} t, ${demoMarket.orders} orders) in ${demoMarket.seconds.toFixed(1)} s.`,
    ...(demoSettlement
      ? [
          `  Settled as it would have been: ${demoSettlement.transferred} title transfers, ${demoSettlement.paid} payments, ${demoSettlement.runs} payment runs.`,
        ]
      : []),
    '',
  );
}
if (!config.smtpUrl) lines.push('  No SMTP_URL: e-mails and SMS (with sign-in codes) are printed here and kept in the messages table.', '');
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await runner.stop();
    await context.realtime.close();
    await context.database.close();
    process.exit(0);
  });
}
