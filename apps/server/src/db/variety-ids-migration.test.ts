import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';
import { queryRows } from './rows.ts';
import { commodities, deliveryPeriods, seasons, varieties } from './schema/reference.ts';
import { organisations } from './schema/organisations.ts';
import { users } from './schema/users.ts';
import { seedDemoData } from '../composition/seed/demo.ts';

/**
 * The migration that moves orders and trades from variety names to variety ids (issue 24 item 13,
 * decision 0212): rows recorded by name before it have the ids after it. The database is migrated up
 * to the migration before it, given rows the old way, then migrated to the end.
 */

const MIGRATION = '20261127232939_variety_ids';
const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

let database: Database;
let before: string;

/** A copy of the migrations folder whose journal stops before MIGRATION. */
function migrationsBefore(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'cgx-migrations-'));
  cpSync(folder, copy, { recursive: true });
  const journalPath = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return copy;
}

const migrateFrom = (migrationsFolder: string) =>
  database.driver === 'pg'
    ? migratePg(database.db as never, { migrationsFolder })
    : migratePglite(database.db as never, { migrationsFolder });

beforeAll(async () => {
  // A fresh database (createTestDatabase migrates it fully): start again from nothing on PGlite; on PostgreSQL, from an empty schema.
  database = await createTestDatabase();
  await database.db.execute(sql`DROP SCHEMA public CASCADE`);
  await database.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await database.db.execute(sql`CREATE SCHEMA public`);
  before = migrationsBefore();
  await migrateFrom(before);
});
afterAll(async () => {
  await database?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

describe('migration variety_ids', () => {
  it('gives orders recorded by variety name (or code) their variety ids, and trades their offer’s variety; an unknown name becomes an inactive variety', async () => {
    const db = database.db;
    await seedDemoData(db);
    const [season] = await db.select().from(seasons).where(eq(seasons.name, '2026/27'));
    const [wheat] = await db.select().from(commodities).where(eq(commodities.code, 'WHT'));
    const [barley] = await db.select().from(commodities).where(eq(commodities.code, 'BAR'));
    const [period] = await db.select().from(deliveryPeriods).limit(1);
    const [organisation] = await db.select().from(organisations).limit(1);
    const [user] = await db.select().from(users).limit(1);
    if (!season || !wheat || !barley || !period || !organisation || !user) throw new Error('no reference data');
    const idOf = async (code: string) =>
      (
        await db
          .select({ id: varieties.id })
          .from(varieties)
          .where(and(eq(varieties.seasonId, season.id), eq(varieties.code, code)))
      )[0]?.id;
    const [rockstar, scepter, compass] = [await idOf('RKST'), await idOf('SCEP'), await idOf('COMP')];

    // The old shape: names as the forms sent them (any case, spaces), a code, a barley name on a wheat bid, a name no variety has.
    const order = (table: 'bid_groups' | 'offers', commodityId: number, names: string[]) =>
      queryRows<{ id: number }>(
        db,
        table === 'bid_groups'
          ? sql`INSERT INTO bid_groups (market, organisation_id, created_by_user_id, season_id, commodity_id, delivery_period_id, quantity, remaining, min_quantity, varieties)
              VALUES ('cgx', ${organisation.id}, ${user.id}, ${season.id}, ${commodityId}, ${period.id}, 100, 100, 25, ${sql.param(names)}::text[]) RETURNING id`
          : sql`INSERT INTO offers (market, organisation_id, created_by_user_id, season_id, commodity_id, delivery_period_id, quantity, remaining, min_quantity, price, chemical_declaration, varieties)
              VALUES ('cgx', ${organisation.id}, ${user.id}, ${season.id}, ${commodityId}, ${period.id}, 100, 100, 25, 300, true, ${sql.param(names)}::text[]) RETURNING id`,
      ).then((rows) => Number(rows[0]?.id));
    const anyBid = await order('bid_groups', wheat.id, []);
    const wheatBid = await order('bid_groups', wheat.id, [' scepter', 'RKST', 'Rockstar', 'Compass']);
    const unknownBid = await order('bid_groups', wheat.id, ['Mystery Wheat']);
    const offer = await order('offers', wheat.id, ['Rockstar']);
    const unknownOffer = await order('offers', barley.id, ['mystery wheat', 'Compass']);
    await db.execute(
      sql`INSERT INTO trades (market, number, formatted_id, bid_group_id, bid_line_id, offer_id, buyer_organisation_id, seller_organisation_id,
            season_id, commodity_id, delivery_period_id, quantity, price, payment_terms_kind, resting_side)
          VALUES ('cgx', 990001, 'CGX-990001', ${wheatBid}, 0, ${offer}, ${organisation.id}, ${organisation.id}, ${season.id}, ${wheat.id}, ${period.id}, 100, 300, 'default', 'bid')`,
    );

    await database.migrate();

    const idsOf = async (table: 'bid_groups' | 'offers', id: number) =>
      (
        await queryRows<{ variety_ids: number[] }>(db, sql`SELECT variety_ids FROM ${sql.identifier(table)} WHERE id = ${id}`)
      )[0]?.variety_ids.map(Number);
    // Names matched nothing of their season and commodity: one inactive variety each, without a royalty, keeps each order's meaning.
    const made = await db.select().from(varieties).where(eq(varieties.royaltyManagerName, 'Not recorded'));
    for (const variety of made) expect(variety).toMatchObject({ code: `UNMATCHED-${variety.id}`, amount: '0.00', status: 'inactive' });
    const madeFor = (commodityId: number, name: string) =>
      made.find((variety) => variety.commodityId === commodityId && variety.name === name)?.id ?? 'none';
    expect(made).toHaveLength(3);

    expect(await idsOf('bid_groups', anyBid)).toEqual([]);
    // By name in any case, or by code; once each, in the order recorded. Compass is barley's, not wheat's: the wheat bid's is made.
    expect(await idsOf('bid_groups', wheatBid)).toEqual([scepter, rockstar, madeFor(wheat.id, 'Compass')]);
    expect(await idsOf('bid_groups', unknownBid)).toEqual([madeFor(wheat.id, 'Mystery Wheat')]);
    expect(await idsOf('offers', offer)).toEqual([rockstar]);
    expect(await idsOf('offers', unknownOffer)).toEqual([madeFor(barley.id, 'mystery wheat'), compass]);
    const [trade] = await queryRows<{ variety_id: number }>(db, sql`SELECT variety_id FROM trades WHERE formatted_id = 'CGX-990001'`);
    expect(Number(trade?.variety_id)).toBe(rockstar);
  });
});
