import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isKnownTown } from '../../modules/reference/gazetteer/nearest-town.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { farmGrain } from '../../db/schema/market.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { DEMO_ORGANISATIONS, seedDemoData } from './demo.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
});
afterAll(() => database.close());

describe('demo grain on farm', () => {
  it('gives every demo grower grain declared near a gazetteer town of its own state, with a storage', async () => {
    const rows = await database.db
      .select({ grower: organisations.tradingName, growerState: organisations.state, grain: farmGrain })
      .from(farmGrain)
      .innerJoin(organisations, eq(organisations.id, farmGrain.organisationId));
    for (const grower of DEMO_ORGANISATIONS.filter((organisation) => organisation.type === 'grower')) {
      const mine = rows.filter((row) => row.grower === grower.tradingName);
      expect(mine.length, grower.tradingName).toBeGreaterThanOrEqual(1);
      for (const { grain, growerState } of mine) {
        expect(isKnownTown(grain.nearestTown ?? ''), grain.nearestTown ?? '').toBe(true);
        expect(grain.state).toBe(growerState);
        expect(grain.storageId).not.toBeNull();
        expect(grain.status).toBe('active');
      }
    }
  });
});
