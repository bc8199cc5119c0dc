import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { ensureDefaults } from '../composition/seed/defaults.ts';
import { systemClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import type { EmailEnvelope, EmailTransport, SmsProvider } from '../lib/delivery.ts';
import { openRealtime } from '../realtime/realtime.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: Awaited<ReturnType<typeof buildApp>>;
  context: AppContext;
  sentEmails: EmailEnvelope[];
  sentSms: { to: string[]; text: string }[];
};

/** Builds the real app on a fresh database for this test file; closes both after the file. */
export function useTestApp(overrides: Partial<AppContext['config']> = {}): TestApp {
  const holder = { sentEmails: [], sentSms: [] } as unknown as TestApp;
  beforeAll(async () => {
    const database = await createTestDatabase();
    const config = { ...loadConfig({ NODE_ENV: 'test', DEV_TOOLS: 'true' }), appUrl: 'http://cgx.test', ...overrides };
    const email: EmailTransport = {
      async send(envelope) {
        holder.sentEmails.push(envelope);
        return 'delivered';
      },
    };
    const sms: SmsProvider = {
      async send(to, text) {
        holder.sentSms.push({ to, text });
        return 'delivered';
      },
    };
    const log = createLogger('silent');
    const realtime = openRealtime({ redisUrl: config.redisUrl, database, log });
    holder.context = { config, database, db: database.db, clock: systemClock(), email, sms, log, realtime };
    await ensureDefaults(database.db);
    holder.app = await buildApp(holder.context);
  });
  afterAll(async () => {
    await holder.app?.close();
    await holder.context?.realtime.close();
    await holder.context?.database.close();
  });
  return holder;
}

let addressCounter = 0;
/** A distinct client address, so per-address rate limits of one test do not spill into the next. */
export const nextAddress = () => {
  addressCounter += 1;
  return `10.${Math.floor(addressCounter / 250)}.${addressCounter % 250}.${process.pid % 250}`;
};
