import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { prepared } from '../../../db/prepared.ts';
import { queryRows } from '../../../db/rows.ts';
import { insertAsJson } from '../../../db/insert-as-json.ts';
import { marketFeedItems, trades } from '../../../db/schema/market.ts';
import { offers } from '../../../db/schema/orders.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { commodities, deliveredSites, deliveryPeriods, grades, portZones, ports, seasons, sites } from '../../../db/schema/reference.ts';

const storageProviders = alias(organisations, 'storage_provider');
const sitePorts = alias(ports, 'site_port');
const deliveredSitePorts = alias(ports, 'delivered_site_port');

/** The names a feed item shows, never those of the parties: only the storage provider's nickname is read. */
const names = {
  commodityName: commodities.name,
  gradeName: grades.name,
  seasonName: seasons.name,
  deliveryPeriodName: deliveryPeriods.name,
  siteName: sites.name,
  siteState: sites.state,
  sitePortDifferential: sites.portDifferential,
  sitePortName: sitePorts.name,
  storageProviderNickname: storageProviders.nickname,
  deliveredSiteName: deliveredSites.siteName,
  deliveredSiteState: deliveredSites.state,
  deliveredSitePortName: deliveredSitePorts.name,
  pricingPoint: offers.pricingPoint,
  nearestTown: offers.nearestTown,
  nearestTownCity: offers.nearestTownCity,
};

/** The offers with the names their feed items show, in no particular order. */
export async function findOffersForFeed(db: Db, offerIds: number[]) {
  if (offerIds.length === 0) return [];
  // A prepared statement (decision 0024): a matching batch reads its standing offers with it.
  return prepared(db, 'offers_for_feed', (built) =>
    built
      .select({ ...names, offerId: offers.id, market: offers.market, quantity: offers.remaining, price: offers.price })
      .from(offers)
      .innerJoin(commodities, eq(commodities.id, offers.commodityId))
      .innerJoin(seasons, eq(seasons.id, offers.seasonId))
      .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, offers.deliveryPeriodId))
      .leftJoin(grades, eq(grades.id, offers.gradeId))
      .leftJoin(sites, eq(sites.id, offers.siteId))
      .leftJoin(storageProviders, eq(storageProviders.id, sites.storageProviderId))
      .leftJoin(portZones, eq(portZones.id, sites.portZoneId))
      .leftJoin(sitePorts, eq(sitePorts.id, portZones.portId))
      .leftJoin(deliveredSites, eq(deliveredSites.id, offers.deliveredSiteId))
      .leftJoin(deliveredSitePorts, eq(deliveredSitePorts.id, deliveredSites.portId))
      .where(sql`${offers.id} = any(${sql.placeholder('ids')}::integer[])`)
      .prepare('offers_for_feed'),
  ).execute({ ids: offerIds });
}

/** A trade's terms are its own; an igrainX location (pricing point, town, delivered site) is its offer's. */
export async function findTradeForFeed(db: Db, tradeId: number) {
  // A prepared statement: every trade's announcement reads it, and planning its twelve joins cost
  // ~4 ms of the database's CPU each time, more than running it (docs/performance.md).
  const query = prepared(db, 'trade_for_feed', (built) =>
    built
      .select({
        ...names,
        tradeId: trades.id,
        offerId: trades.offerId,
        market: trades.market,
        quantity: trades.quantity,
        price: trades.price,
        portEquiv: trades.portEquiv,
        createdAt: trades.createdAt,
      })
      .from(trades)
      .innerJoin(commodities, eq(commodities.id, trades.commodityId))
      .innerJoin(seasons, eq(seasons.id, trades.seasonId))
      .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, trades.deliveryPeriodId))
      .leftJoin(offers, eq(offers.id, trades.offerId))
      .leftJoin(grades, eq(grades.id, trades.gradeId))
      .leftJoin(sites, eq(sites.id, trades.siteId))
      .leftJoin(storageProviders, eq(storageProviders.id, sites.storageProviderId))
      .leftJoin(portZones, eq(portZones.id, sites.portZoneId))
      .leftJoin(sitePorts, eq(sitePorts.id, portZones.portId))
      .leftJoin(deliveredSites, eq(deliveredSites.id, offers.deliveredSiteId))
      .leftJoin(deliveredSitePorts, eq(deliveredSitePorts.id, deliveredSites.portId))
      .where(eq(trades.id, sql.placeholder('tradeId')))
      .prepare('trade_for_feed'),
  );
  const [row] = await query.execute({ tradeId });
  return row;
}

/** The names of a feed source, offer or trade alike. */
export type FeedNames = Pick<Awaited<ReturnType<typeof findOffersForFeed>>[number], keyof typeof names>;

/**
 * Tonnes traded (not cancelled) in [start, end) before the given trade: earlier trades, and
 * those of the same instant with a lower id (one matching transaction stamps its trades alike).
 * Compared in SQL, as JavaScript dates would drop the microseconds of created_at.
 */
export async function tradedBefore(db: Db, tradeId: number, start: Date, end: Date): Promise<string> {
  // Not prepared: a generic plan, blind to the day's bounds, ran it three times slower than planning it each time.
  const [row] = await queryRows<{ tonnes: string }>(
    db,
    sql`SELECT coalesce(sum(t.quantity), 0)::text AS tonnes
        FROM trades t, trades me
        WHERE me.id = ${tradeId} AND t.id <> me.id AND t.status <> 'cancelled'
          AND t.created_at >= ${start.toISOString()}::timestamptz AND t.created_at < ${end.toISOString()}::timestamptz
          AND (t.created_at, t.id) < (me.created_at, me.id)`,
  );
  return row?.tonnes ?? '0';
}

export async function insertFeedItem(db: Db, values: typeof marketFeedItems.$inferInsert) {
  const [row] = await insertFeedItems(db, [values]);
  if (!row) throw new Error('market feed insert returned nothing');
  return row;
}

export async function insertFeedItems(db: Db, values: (typeof marketFeedItems.$inferInsert)[]) {
  return insertAsJson(db, marketFeedItems, values);
}

export type FeedItemRow = typeof marketFeedItems.$inferSelect;

export const listFeedItems = (db: Db, filter: { limit: number; feedType?: 'OFFER' | 'TRADE' }) =>
  db
    .select()
    .from(marketFeedItems)
    .where(filter.feedType ? eq(marketFeedItems.feedType, filter.feedType) : undefined)
    .orderBy(desc(marketFeedItems.createdAt), desc(marketFeedItems.id))
    .limit(filter.limit);
