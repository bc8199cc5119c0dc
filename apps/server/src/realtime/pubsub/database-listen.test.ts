import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 5_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await pause(20);
  }
}

describe('Database.listen / notify', () => {
  it('delivers NOTIFY payloads to listeners until they stop', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await database.listen('cgx_listen_test', (payload) => first.push(payload));
    const stopSecond = await database.listen('cgx_listen_test', (payload) => second.push(payload));
    await database.notify('cgx_listen_test', 'one');
    await until(() => first.length === 1 && second.length === 1);

    await stopFirst();
    await database.notify('cgx_listen_test', 'two');
    await until(() => second.length === 2);
    expect(first).toEqual(['one']);
    expect(second).toEqual(['one', 'two']);
    await stopSecond();
  });

  it.skipIf(!databaseUrl)('listens again after its PostgreSQL connection is killed', async () => {
    const name = ((await database.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: { name: string }[] }).rows[0]
      ?.name;
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${name}`;
    const errors: unknown[] = [];
    const listening = await openDatabase({ databaseUrl: url.toString(), dataDir: '', onListenerError: (error) => errors.push(error) });
    try {
      const received: string[] = [];
      await listening.listen('cgx_reconnect_test', (payload) => received.push(payload));
      await database.notify('cgx_reconnect_test', 'before');
      await until(() => received.includes('before'));

      const killed = (await database.db.execute(
        sql`SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE application_name = 'cgx-listener' AND datname = current_database()`,
      )) as unknown as { rows: unknown[] };
      expect(killed.rows.length).toBeGreaterThan(0);

      for (let attempt = 0; !received.includes('after'); attempt += 1) {
        if (attempt > 50) throw new Error('the listener did not come back');
        await database.notify('cgx_reconnect_test', 'after');
        await pause(100);
      }
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await listening.close();
    }
  });
});
