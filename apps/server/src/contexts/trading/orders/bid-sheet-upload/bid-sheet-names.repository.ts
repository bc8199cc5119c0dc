import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { commodities, deliveredSites, deliveryPeriods, grades, seasons, sites } from '../../../../db/schema/reference.ts';

const lower = (names: Iterable<string>) => [...new Set([...names].map((name) => name.toLowerCase()))];

/** The active reference rows a bid-sheet file names, looked up case-insensitively in one query each. */
export async function findSheetReferences(
  db: Db,
  names: { season: string; commodity: string; deliveryPeriod: string; sites: string[]; deliveredSites: string[] },
) {
  const [season] = await db
    .select({ id: seasons.id })
    .from(seasons)
    .where(and(eq(sql`lower(${seasons.name})`, names.season.toLowerCase()), eq(seasons.status, 'active')));
  const [commodity] = await db
    .select({ id: commodities.id })
    .from(commodities)
    .where(
      and(
        sql`(lower(${commodities.name}) = ${names.commodity.toLowerCase()} or lower(${commodities.code}) = ${names.commodity.toLowerCase()})`,
        eq(commodities.status, 'active'),
      ),
    );
  const [period] = await db
    .select({ id: deliveryPeriods.id, kind: deliveryPeriods.kind, endDate: deliveryPeriods.endDate })
    .from(deliveryPeriods)
    .where(and(eq(sql`lower(${deliveryPeriods.name})`, names.deliveryPeriod.toLowerCase()), eq(deliveryPeriods.status, 'active')));
  const gradeRows = commodity
    ? await db
        .select({ id: grades.id, code: grades.code })
        .from(grades)
        .where(and(eq(grades.commodityId, commodity.id), eq(grades.status, 'active')))
    : [];
  const siteNames = lower(names.sites.map((name) => name.replace(/\s*\([A-Za-z]+\)$/, '')));
  const siteRows =
    siteNames.length === 0
      ? []
      : await db
          .select({ id: sites.id, name: sites.name, state: sites.state })
          .from(sites)
          .where(and(inArray(sql`lower(${sites.name})`, siteNames), eq(sites.status, 'active')));
  const deliveredNames = lower(names.deliveredSites);
  const deliveredRows =
    deliveredNames.length === 0
      ? []
      : await db
          .select({ id: deliveredSites.id, nickname: deliveredSites.nickname, siteName: deliveredSites.siteName })
          .from(deliveredSites)
          .where(
            and(
              sql`(lower(${deliveredSites.nickname}) in ${deliveredNames} or lower(${deliveredSites.siteName}) in ${deliveredNames})`,
              eq(deliveredSites.status, 'active'),
            ),
          );
  return { seasonId: season?.id, commodityId: commodity?.id, deliveryPeriod: period, gradeRows, siteRows, deliveredRows };
}
