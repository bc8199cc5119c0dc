import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { systemClock } from './lib/clock.ts';
import { createLogger } from './lib/logger.ts';
import { createEmailTransport, createRecordingSmsProvider } from './lib/delivery.ts';
import { openRealtime } from './realtime/realtime.ts';

/** Opens the database, applies migrations and builds what every process kind shares. */
export async function createContext(config: Config): Promise<AppContext> {
  const log = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onListenerError: (error) => log.warn({ err: error }, 'database listener failed; reconnecting'),
  });
  await database.migrate();
  return {
    config,
    database,
    db: database.db,
    clock: systemClock(),
    email: createEmailTransport(config.smtpUrl, config.mailFrom, log, config.printRecordedMessages),
    sms: createRecordingSmsProvider(log, config.printRecordedMessages),
    log,
    realtime: openRealtime({ redisUrl: config.redisUrl, database, log }),
  };
}
