import type { TDeliveredSitesQuery } from '@cgx/domain/market-settings.schemas';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveredSites, ports } from '../../db/schema/reference.ts';
import { countAll, orderOf, pageOf, termIn } from '../../lib/paging.ts';

type Filters = Omit<TDeliveredSitesQuery, 'page' | 'pageSize'>;
export type DeliveredSiteValues = Omit<typeof deliveredSites.$inferInsert, 'id' | 'createdAt'>;

const COLUMNS = {
  id: deliveredSites.id,
  tradingName: deliveredSites.tradingName,
  nickname: deliveredSites.nickname,
  siteName: deliveredSites.siteName,
  deliveredRegionName: deliveredSites.deliveredRegionName,
  portId: deliveredSites.portId,
  portName: ports.name,
  state: deliveredSites.state,
  latitude: deliveredSites.latitude,
  longitude: deliveredSites.longitude,
  status: deliveredSites.status,
};

const SORTS = {
  siteName: deliveredSites.siteName,
  tradingName: deliveredSites.tradingName,
  nickname: deliveredSites.nickname,
  deliveredRegionName: deliveredSites.deliveredRegionName,
  state: deliveredSites.state,
  status: deliveredSites.status,
};

const selectSites = (db: Db) => db.select(COLUMNS).from(deliveredSites).innerJoin(ports, eq(ports.id, deliveredSites.portId));
export type DeliveredSiteRow = Awaited<ReturnType<typeof selectSites>>[number];

const whereOf = (filters: Filters) =>
  and(
    termIn(filters.term, [
      deliveredSites.tradingName,
      deliveredSites.nickname,
      deliveredSites.siteName,
      deliveredSites.deliveredRegionName,
      ports.name,
    ]),
    filters.state ? eq(deliveredSites.state, filters.state) : undefined,
    filters.status ? eq(deliveredSites.status, filters.status) : undefined,
  );

/** The list's rows in its order, `limit` from `offset`: a page, or a batch of the CSV download. */
export const deliveredSiteRows = (db: Db, filters: Filters) => (limit: number, offset: number) =>
  selectSites(db)
    .where(whereOf(filters))
    .orderBy(...orderOf(SORTS, filters.sort, filters.direction, deliveredSites.id))
    .limit(limit)
    .offset(offset);

export const pageDeliveredSites = (db: Db, query: TDeliveredSitesQuery) =>
  pageOf(query, {
    rows: deliveredSiteRows(db, query),
    count: async () =>
      (
        await db
          .select({ count: countAll })
          .from(deliveredSites)
          .innerJoin(ports, eq(ports.id, deliveredSites.portId))
          .where(whereOf(query))
      )[0]?.count ?? 0,
  });

export async function findDeliveredSite(db: Db, id: number): Promise<DeliveredSiteRow | undefined> {
  const [row] = await selectSites(db).where(eq(deliveredSites.id, id));
  return row;
}

export async function insertDeliveredSite(db: Db, values: DeliveredSiteValues): Promise<number> {
  const [row] = await db.insert(deliveredSites).values(values).returning({ id: deliveredSites.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateDeliveredSite(db: Db, id: number, values: DeliveredSiteValues): Promise<boolean> {
  return (await db.update(deliveredSites).set(values).where(eq(deliveredSites.id, id)).returning({ id: deliveredSites.id })).length > 0;
}

/** spec 002 §7 'regions': the delivered regions in use, for the form's suggestions and the list's filter. */
export async function listDeliveredRegions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: deliveredSites.deliveredRegionName })
    .from(deliveredSites)
    .where(isNotNull(deliveredSites.deliveredRegionName))
    .orderBy(asc(deliveredSites.deliveredRegionName));
  return rows.flatMap((row) => (row.name ? [row.name] : []));
}

export async function portExists(db: Db, id: number): Promise<boolean> {
  return (await db.select({ id: ports.id }).from(ports).where(eq(ports.id, id))).length > 0;
}
