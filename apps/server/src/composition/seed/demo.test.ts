import { ROLES } from '@cgx/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { organisationNgrs, organisations } from '../../db/schema/organisations.ts';
import { commodities, deliveryPeriods, grades, qualityParameters, sites, varieties } from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';
import { DEMO_ORGANISATIONS, seedDemoData } from './demo.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('demo data', () => {
  it('seeds organisations of every type, users for every role and the reference data, once', async () => {
    const first = await seedDemoData(database.db);
    expect(new Set(first.map((user) => user.role))).toEqual(new Set(ROLES));
    const types = (await database.db.select({ type: organisations.type }).from(organisations)).map((row) => row.type);
    expect(new Set(types)).toEqual(new Set(['exchange', 'grower', 'trader', 'agent', 'storage_provider', 'analyst']));
    const ngrs = await database.db.select().from(organisationNgrs);
    expect(ngrs.every((row) => /^\d{8}$/.test(row.ngr))).toBe(true);

    const wheat = await database.db.query.commodities.findFirst({ where: eq(commodities.code, 'WHT') });
    const wheatGrades = await database.db
      .select({ code: grades.code })
      .from(grades)
      .where(eq(grades.commodityId, wheat?.id ?? 0));
    expect(wheatGrades.map((grade) => grade.code)).toEqual(
      expect.arrayContaining(['APH1', 'APH2', 'H1', 'H2', 'APW1', 'ASW1', 'AGP1', 'FED1']),
    );
    expect((await database.db.select().from(qualityParameters)).length).toBeGreaterThan(20);
    expect((await database.db.select().from(sites)).length).toBeGreaterThanOrEqual(20);
    expect((await database.db.select().from(varieties)).length).toBeGreaterThan(5);
    const periods = await database.db.select().from(deliveryPeriods).orderBy(deliveryPeriods.position);
    expect(periods[0]).toMatchObject({ name: 'Now', kind: 'now', endDate: null });
    expect(periods.slice(1).every((period) => period.endDate !== null)).toBe(true);

    const second = await seedDemoData(database.db);
    expect(second).toEqual(first);
    expect((await database.db.select().from(users)).length).toBe(
      DEMO_ORGANISATIONS.flatMap((organisation) => organisation.users ?? []).length,
    );
  });
});
