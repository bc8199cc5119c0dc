import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { farmGrain } from '../../db/schema/market.ts';
import { commodities, grades, onFarmStorages, seasons } from '../../db/schema/reference.ts';

type DemoFarmGrain = {
  grower: string;
  season: string;
  commodity: string;
  /** null: not graded yet */
  grade: string | null;
  quantity: string;
  storage: string;
  town: string;
  direction: string;
  distanceRange: string;
  state: string;
};

/** Grain the demo growers declare on farm (decision 0072), near gazetteer towns of their own states: igrainX offers draw on it. */
export const DEMO_FARM_GRAIN: DemoFarmGrain[] = [
  {
    grower: 'wattle',
    season: '2026/27',
    commodity: 'WHT',
    grade: 'APH1',
    quantity: '600.000',
    storage: 'Silo',
    town: 'Moree, NSW',
    direction: 'NE',
    distanceRange: '10-15 km',
    state: 'NSW',
  },
  {
    grower: 'wattle',
    season: '2026/27',
    commodity: 'CAN',
    grade: null,
    quantity: '180.000',
    storage: 'Silo bag',
    town: 'Narrabri, NSW',
    direction: 'S',
    distanceRange: '5-10 km',
    state: 'NSW',
  },
  {
    grower: 'mallee',
    season: '2026/27',
    commodity: 'WHT',
    grade: 'APW1',
    quantity: '400.000',
    storage: 'Silo',
    town: 'Horsham, VIC',
    direction: 'NW',
    distanceRange: '15-20 km',
    state: 'VIC',
  },
  {
    grower: 'darling',
    season: '2026/27',
    commodity: 'SOR',
    grade: 'SOR1',
    quantity: '350.000',
    storage: 'Silo',
    town: 'Dalby, QLD',
    direction: 'W',
    distanceRange: '5-10 km',
    state: 'QLD',
  },
  {
    grower: 'eyre',
    season: '2026/27',
    commodity: 'BAR',
    grade: 'BAR1',
    quantity: '250.000',
    storage: 'Shed',
    town: 'Cleve, SA',
    direction: 'E',
    distanceRange: '0-5 km',
    state: 'SA',
  },
  {
    grower: 'wheatbelt',
    season: '2026/27',
    commodity: 'WHT',
    grade: 'APW1',
    quantity: '900.000',
    storage: 'Silo',
    town: 'Merredin, WA',
    direction: 'SE',
    distanceRange: '10-15 km',
    state: 'WA',
  },
];

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo farm grain: no ${what}`);
  return value;
};

/** Seeds DEMO_FARM_GRAIN after the organisations and reference data; `organisationIds` maps demo keys to ids. */
export async function seedDemoFarmGrain(db: Db, organisationIds: Map<string, number>): Promise<void> {
  const storages = await db.select({ id: onFarmStorages.id, name: onFarmStorages.name }).from(onFarmStorages);
  for (const demo of DEMO_FARM_GRAIN) {
    const [season] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.name, demo.season));
    const [commodity] = await db.select({ id: commodities.id }).from(commodities).where(eq(commodities.code, demo.commodity));
    const commodityId = need(commodity, `commodity ${demo.commodity}`).id;
    const [grade] = demo.grade
      ? await db
          .select({ id: grades.id })
          .from(grades)
          .where(and(eq(grades.commodityId, commodityId), eq(grades.code, demo.grade)))
      : [];
    await db.insert(farmGrain).values({
      organisationId: need(organisationIds.get(demo.grower), `grower ${demo.grower}`),
      seasonId: need(season, `season ${demo.season}`).id,
      commodityId,
      gradeId: demo.grade ? need(grade, `grade ${demo.commodity} ${demo.grade}`).id : null,
      quantity: demo.quantity,
      storageId: storages.find((storage) => storage.name === demo.storage)?.id ?? null,
      nearestTown: demo.town,
      nearestTownDirection: demo.direction,
      nearestTownDistanceRange: demo.distanceRange,
      state: demo.state,
    });
  }
}
