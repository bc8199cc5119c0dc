import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { holdings } from '../../db/schema/market.ts';
import { organisationNgrs, organisations } from '../../db/schema/organisations.ts';
import { seasons, sites } from '../../db/schema/reference.ts';
import { DEMO_ORGANISATIONS, seedDemoData } from './demo.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
});
afterAll(() => database.close());

describe('demo holdings', () => {
  it('give every demo grower 2 to 4 parcels at sites in its own state, on its first NGR', async () => {
    const rows = await database.db
      .select({
        grower: organisations.tradingName,
        growerState: organisations.state,
        organisationId: holdings.organisationId,
        ngr: holdings.ngr,
        siteState: sites.state,
        season: seasons.name,
        quantity: holdings.quantity,
      })
      .from(holdings)
      .innerJoin(organisations, eq(organisations.id, holdings.organisationId))
      .innerJoin(sites, eq(sites.id, holdings.siteId))
      .innerJoin(seasons, eq(seasons.id, holdings.seasonId));
    const growers = DEMO_ORGANISATIONS.filter((organisation) => organisation.type === 'grower');
    for (const grower of growers) {
      const parcels = rows.filter((row) => row.grower === grower.tradingName);
      expect(parcels.length, grower.tradingName).toBeGreaterThanOrEqual(2);
      expect(parcels.length, grower.tradingName).toBeLessThanOrEqual(4);
      expect(parcels.every((row) => row.siteState === grower.state && row.ngr === grower.ngrs?.[0])).toBe(true);
      const [first] = await database.db
        .select({ ngr: organisationNgrs.ngr })
        .from(organisationNgrs)
        .where(eq(organisationNgrs.organisationId, parcels[0]?.organisationId ?? 0))
        .orderBy(asc(organisationNgrs.id));
      expect(parcels[0]?.ngr).toBe(first?.ngr);
    }
    expect(rows.filter((row) => row.season === '2026/27').length).toBeGreaterThan(rows.length / 2);
    expect(rows.every((row) => /^\d+\.\d{3}$/.test(row.quantity) && Number(row.quantity) > 0)).toBe(true);
  });
});
