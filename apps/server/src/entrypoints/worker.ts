import { createContext } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { WORKER_DUTIES } from '../composition/jobs.ts';
import { startJobRunner } from '../queue/job-runner.ts';
import { startErrorReporting } from '../lib/error-reporting.ts';

/** Delivers e-mails and SMS and runs scheduled work. Run one or more next to the web processes. */
const context = await createContext(loadConfig());
// Errors reach someone from the worker too (decision 0092): a job out of attempts is reported.
await startErrorReporting(context.config);
const runner = startJobRunner(context, WORKER_DUTIES);
context.log.info('worker started');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await runner.stop();
    await context.realtime.close();
    await context.database.close();
    process.exit(0);
  });
}
