import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Logger } from './lib/logger.ts';
import type { EmailTransport, SmsProvider } from './lib/delivery.ts';
import type { Realtime } from './realtime/realtime.ts';

/** What every service and job needs, built once per process (or per test). */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  email: EmailTransport;
  sms: SmsProvider;
  log: Logger;
  /** Live updates to socket subscribers on every server (realtime/realtime.ts). */
  realtime: Realtime;
};
