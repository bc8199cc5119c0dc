import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holdings } from '../../db/schema/market.ts';
import { organisationNgrs } from '../../db/schema/organisations.ts';
import { commodities, grades, seasons, sites } from '../../db/schema/reference.ts';

type DemoHolding = { grower: string; site: string; season: string; commodity: string; grade: string; quantity: string };

/** Warehouse grain of the demo growers ('My grain'), at receival sites in their own states, on their first NGR. */
export const DEMO_HOLDINGS: DemoHolding[] = [
  { grower: 'wattle', site: 'Moree', season: '2026/27', commodity: 'WHT', grade: 'APH1', quantity: '420.000' },
  { grower: 'wattle', site: 'Narrabri', season: '2026/27', commodity: 'BAR', grade: 'BAR1', quantity: '400.000' },
  { grower: 'wattle', site: 'Moree', season: '2025/26', commodity: 'CHK', grade: 'CPD1', quantity: '118.500' },
  { grower: 'mallee', site: 'Dooen', season: '2026/27', commodity: 'CAN', grade: 'CAN1', quantity: '310.000' },
  { grower: 'mallee', site: 'Sea Lake', season: '2026/27', commodity: 'WHT', grade: 'APW1', quantity: '485.000' },
  { grower: 'mallee', site: 'Nhill', season: '2026/27', commodity: 'LEN', grade: 'LNR1', quantity: '96.250' },
  { grower: 'darling', site: 'Dalby', season: '2026/27', commodity: 'SOR', grade: 'SOR1', quantity: '640.000' },
  { grower: 'darling', site: 'Goondiwindi', season: '2026/27', commodity: 'CHK', grade: 'CPD1', quantity: '210.000' },
  { grower: 'eyre', site: 'Cummins', season: '2026/27', commodity: 'WHT', grade: 'APW1', quantity: '550.000' },
  { grower: 'eyre', site: 'Kimba', season: '2026/27', commodity: 'BAR', grade: 'BAR1', quantity: '300.000' },
  { grower: 'wheatbelt', site: 'Merredin', season: '2026/27', commodity: 'WHT', grade: 'APW1', quantity: '820.000' },
  { grower: 'wheatbelt', site: 'Katanning', season: '2026/27', commodity: 'BAR', grade: 'MA1', quantity: '450.000' },
  { grower: 'wheatbelt', site: 'Cunderdin', season: '2025/26', commodity: 'LUP', grade: 'LUP1', quantity: '125.000' },
];

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`demo holdings: no ${what}`);
  return value;
};

/** Seeds DEMO_HOLDINGS after the organisations and reference data; `organisationIds` maps demo keys to ids. */
export async function seedDemoHoldings(db: Db, organisationIds: Map<string, number>): Promise<void> {
  for (const demo of DEMO_HOLDINGS) {
    const organisationId = need(organisationIds.get(demo.grower), `grower ${demo.grower}`);
    const [first] = await db
      .select({ ngr: organisationNgrs.ngr })
      .from(organisationNgrs)
      .where(eq(organisationNgrs.organisationId, organisationId))
      .orderBy(organisationNgrs.id)
      .limit(1);
    const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.name, demo.site));
    const [season] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.name, demo.season));
    const [grade] = await db
      .select({ id: grades.id, commodityId: grades.commodityId })
      .from(grades)
      .innerJoin(commodities, eq(commodities.id, grades.commodityId))
      .where(and(eq(commodities.code, demo.commodity), eq(grades.code, demo.grade)));
    await db.insert(holdings).values({
      organisationId,
      ngr: need(first, `NGR of ${demo.grower}`).ngr,
      siteId: need(site, `site ${demo.site}`).id,
      seasonId: need(season, `season ${demo.season}`).id,
      commodityId: need(grade, `grade ${demo.commodity} ${demo.grade}`).commodityId,
      gradeId: need(grade, `grade ${demo.commodity} ${demo.grade}`).id,
      quantity: demo.quantity,
    });
  }
}
