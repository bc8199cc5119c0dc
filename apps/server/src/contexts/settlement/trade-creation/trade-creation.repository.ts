import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { farmGrain, holdings } from '../../../db/schema/market.ts';
import { bidGroups, bidLines, offers } from '../../../db/schema/orders.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { commodities, grades, seasons, sites } from '../../../db/schema/reference.ts';
import { committedByFarmGrain, committedByHolding } from '../../trading/index.ts';

export type PartyRow = Pick<typeof organisations.$inferSelect, 'id' | 'type' | 'status' | 'verificationStatus' | 'tradingName'>;
export type SiteRow = typeof sites.$inferSelect;

const partyColumns = {
  id: organisations.id,
  type: organisations.type,
  status: organisations.status,
  verificationStatus: organisations.verificationStatus,
  tradingName: organisations.tradingName,
};

/** The organisations named as a recorded trade's parties. */
export function findParties(db: Db, ids: number[]): Promise<PartyRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(partyColumns).from(organisations).where(inArray(organisations.id, ids));
}

/** Active, verified organisations of these types, by name: whom a recorded trade may name. */
export function partyOptions(db: Db, types: ('grower' | 'trader')[]) {
  return db
    .select({ id: organisations.id, name: organisations.tradingName, type: organisations.type })
    .from(organisations)
    .where(and(inArray(organisations.type, types), eq(organisations.status, 'active'), eq(organisations.verificationStatus, 'verified')))
    .orderBy(asc(organisations.tradingName), asc(organisations.id));
}

/** The organisation's holdings with what they still have uncommitted (committedByHolding: active offers and undelivered trades). */
export function holdingsOf(db: Db, organisationId: number) {
  const committed = committedByHolding(db);
  return db
    .select({
      id: holdings.id,
      ngr: holdings.ngr,
      site: { id: sites.id, name: sites.name },
      season: { id: seasons.id, name: seasons.name },
      commodity: { id: commodities.id, name: commodities.name },
      grade: { id: grades.id, code: grades.code },
      quantity: sql<string>`${holdings.quantity}::text`,
      available: sql<string>`greatest(${holdings.quantity} - coalesce(${committed.committed}, 0), 0)::numeric(14,3)::text`,
    })
    .from(holdings)
    .innerJoin(sites, eq(sites.id, holdings.siteId))
    .innerJoin(seasons, eq(seasons.id, holdings.seasonId))
    .innerJoin(commodities, eq(commodities.id, holdings.commodityId))
    .innerJoin(grades, eq(grades.id, holdings.gradeId))
    .leftJoin(committed, and(eq(committed.holdingId, holdings.id), eq(committed.organisationId, holdings.organisationId)))
    .where(eq(holdings.organisationId, organisationId))
    .orderBy(asc(commodities.name), asc(grades.code), asc(sites.name), asc(holdings.ngr), asc(holdings.id));
}

/** The organisation's active grain declared on farm with what is not yet offered or sold (committedByFarmGrain). */
export function farmGrainOf(db: Db, organisationId: number) {
  const committed = committedByFarmGrain(db);
  return db
    .select({
      id: farmGrain.id,
      season: { id: seasons.id, name: seasons.name },
      commodity: { id: commodities.id, name: commodities.name },
      gradeId: grades.id,
      gradeCode: grades.code,
      nearestTown: farmGrain.nearestTown,
      quantity: sql<string>`${farmGrain.quantity}::text`,
      available: sql<string>`greatest(${farmGrain.quantity} - coalesce(${committed.committed}, 0), 0)::numeric(14,3)::text`,
    })
    .from(farmGrain)
    .innerJoin(seasons, eq(seasons.id, farmGrain.seasonId))
    .innerJoin(commodities, eq(commodities.id, farmGrain.commodityId))
    .leftJoin(grades, eq(grades.id, farmGrain.gradeId))
    .leftJoin(committed, eq(committed.farmGrainId, farmGrain.id))
    .where(and(eq(farmGrain.organisationId, organisationId), eq(farmGrain.status, 'active')))
    .orderBy(asc(commodities.name), asc(farmGrain.id));
}

/** The location columns of grain declared on farm: an Ex Farm or Free on Truck trade is priced there. */
export async function farmGrainLocations(tx: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: farmGrain.id,
      storageId: farmGrain.storageId,
      nearestTown: farmGrain.nearestTown,
      nearestTownCity: farmGrain.nearestTownCity,
      nearestTownDirection: farmGrain.nearestTownDirection,
      nearestTownDistanceRange: farmGrain.nearestTownDistanceRange,
      address: farmGrain.address,
    })
    .from(farmGrain)
    .where(inArray(farmGrain.id, ids));
}

export async function sitesByIds(tx: Db, ids: number[]): Promise<Map<number, SiteRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(sites)
    .where(inArray(sites.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

type OfferValues = Omit<typeof offers.$inferInsert, 'sequence'>;
type GroupValues = Omit<typeof bidGroups.$inferInsert, 'sequence'>;
type LineValues = Omit<typeof bidLines.$inferInsert, 'bidGroupId'>;

/**
 * The filled orders behind recorded trades, one offer and one bid group with its line per trade,
 * each statement for every trade at once. Identity ids follow the VALUES order, so rows sorted by
 * id line up with what was given.
 */
export async function insertFilledOrders(tx: Db, orders: { offer: OfferValues; group: GroupValues; line: LineValues }[]) {
  const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
  const offerRows = (
    await tx
      .insert(offers)
      .values(orders.map((order) => order.offer))
      .returning()
  ).sort(byId);
  const groupRows = (
    await tx
      .insert(bidGroups)
      .values(orders.map((order) => order.group))
      .returning()
  ).sort(byId);
  const lineRows = (
    await tx
      .insert(bidLines)
      .values(orders.map((order, index) => ({ ...order.line, bidGroupId: groupRows[index]?.id ?? 0 })))
      .returning()
  ).sort(byId);
  return orders.map((_order, index) => {
    const offer = offerRows[index];
    const group = groupRows[index];
    const line = lineRows[index];
    if (!offer || !group || !line) throw new Error('a filled order was not written');
    return { offer, group, line };
  });
}
