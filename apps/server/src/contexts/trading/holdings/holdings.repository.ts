import type { HOLDING_SORTS, THoldingsQuery } from '@cgx/domain/holdings.schemas';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { prepared } from '../../../db/prepared.ts';
import { countAll, pageOf, termIn } from '../../../lib/paging.ts';
import { holdings, trades } from '../../../db/schema/market.ts';
import { offers } from '../../../db/schema/orders.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { commodities, grades, portZones, ports, seasons, sites } from '../../../db/schema/reference.ts';

/**
 * Trades whose grain has not left the holding yet: sold, but title has not moved, so the
 * holding's quantity still includes them (title transfer moves a trade on to awaiting payment).
 */
const GRAIN_NOT_YET_DELIVERED = sql`${trades.status} in ('awaiting_grain', 'overdue_grain')`;

/** Active cgx offers on holdings (those named, or any), less an offer being edited. */
const activeCgxOffers = (holdingIds: number[] | undefined, excludeOfferId: number | undefined) =>
  and(
    holdingIds ? inArray(offers.holdingId, holdingIds) : undefined,
    eq(offers.market, 'cgx'),
    eq(offers.status, 'active'),
    excludeOfferId === undefined ? undefined : ne(offers.id, excludeOfferId),
  );

/**
 * Trades sold from holdings (those named, or any) whose grain has not been delivered. trades.holdingId
 * is set for cgx offers only. The statuses are written out, not parameters, so that the planner can
 * use the partial index on them (db/schema/market.ts).
 */
const soldNotDelivered = (holdingIds: number[] | undefined) =>
  and(holdingIds ? inArray(trades.holdingId, holdingIds) : undefined, GRAIN_NOT_YET_DELIVERED);

/**
 * Per holding, the tonnes its organisation has committed: what its active cgx offers still have
 * on offer plus what they sold that has not been delivered yet. Join it on holdingId and
 * organisationId (a holding without offers has no row: coalesce to 0). `holdingIds` narrows it to
 * those holdings; `excludeOfferId` leaves out an offer being edited, so its own remaining does not
 * count against it. What matching and the offer checks read: one sum, one union.
 */
export const committedByHolding = (db: Db, { holdingIds, excludeOfferId }: { holdingIds?: number[]; excludeOfferId?: number } = {}) => {
  const onOffer = db
    .select({ holdingId: offers.holdingId, organisationId: offers.organisationId, tonnes: offers.remaining })
    .from(offers)
    .where(activeCgxOffers(holdingIds, excludeOfferId));
  const sold = db
    .select({ holdingId: trades.holdingId, organisationId: trades.sellerOrganisationId, tonnes: trades.quantity })
    .from(trades)
    .where(soldNotDelivered(holdingIds));
  const parts = unionAll(onOffer, sold).as('committed_parts');
  return db
    .select({
      holdingId: parts.holdingId,
      organisationId: parts.organisationId,
      committed: sql<string>`sum(${parts.tonnes})`.as('committed'),
    })
    .from(parts)
    .groupBy(parts.holdingId, parts.organisationId)
    .as('committed_by_holding');
};

/**
 * The list's two figures apart (issue 24): per holding and organisation, the tonnes on active cgx
 * offers, and the tonnes sold and awaiting delivery (title not yet transferred). Together they are
 * committedByHolding; matching never reads these. Narrowed to the list's organisation.
 */
const onOfferByHolding = (db: Db, organisationId: number) =>
  db
    .select({
      holdingId: offers.holdingId,
      organisationId: offers.organisationId,
      tonnes: sql<string>`sum(${offers.remaining})`.as('on_offer'),
    })
    .from(offers)
    .where(and(eq(offers.organisationId, organisationId), activeCgxOffers(undefined, undefined)))
    .groupBy(offers.holdingId, offers.organisationId)
    .as('on_offer_by_holding');

const awaitingDeliveryByHolding = (db: Db, organisationId: number) =>
  db
    .select({
      holdingId: trades.holdingId,
      organisationId: trades.sellerOrganisationId,
      tonnes: sql<string>`sum(${trades.quantity})`.as('awaiting_delivery'),
    })
    .from(trades)
    .where(and(eq(trades.sellerOrganisationId, organisationId), soldNotDelivered(undefined)))
    .groupBy(trades.holdingId, trades.sellerOrganisationId)
    .as('awaiting_delivery_by_holding');

const storageProviders = alias(organisations, 'storage_providers');

/**
 * A page of an organisation's holdings with their site, port, season, commodity and grade, the
 * tonnes on offer and the tonnes sold awaiting delivery; filtered, sorted and counted in SQL.
 */
export function pageHoldings(db: Db, organisationId: number, query: THoldingsQuery) {
  const where = and(
    eq(holdings.organisationId, organisationId),
    query.holdingId ? eq(holdings.id, query.holdingId) : undefined,
    termIn(query.term, [sites.name, commodities.name, grades.code, grades.name, seasons.name, holdings.ngr]),
  );
  return pageOf(query, {
    rows: (limit, offset) => {
      const onOffer = onOfferByHolding(db, organisationId);
      const sold = awaitingDeliveryByHolding(db, organisationId);
      const committed = sql`coalesce(${onOffer.tonnes}, 0) + coalesce(${sold.tonnes}, 0)`;
      const columns = {
        season: seasons.startDate,
        commodity: commodities.name,
        site: sites.name,
        quantity: holdings.quantity,
        available: sql`greatest(${holdings.quantity} - (${committed}), 0)`,
      } satisfies Record<(typeof HOLDING_SORTS)[number], unknown>;
      const by = query.direction === 'asc' ? asc : desc;
      return db
        .select({
          holding: holdings,
          site: { id: sites.id, name: sites.name, state: sites.state, portZoneId: sites.portZoneId },
          storageProviderNickname: storageProviders.nickname,
          portZoneName: portZones.name,
          portName: ports.name,
          season: { id: seasons.id, name: seasons.name },
          commodity: { id: commodities.id, name: commodities.name },
          grade: { id: grades.id, code: grades.code, name: grades.name },
          onOffer: sql<string>`coalesce(${onOffer.tonnes}, 0)::text`,
          awaitingDelivery: sql<string>`coalesce(${sold.tonnes}, 0)::text`,
        })
        .from(holdings)
        .innerJoin(sites, eq(sites.id, holdings.siteId))
        .innerJoin(storageProviders, eq(storageProviders.id, sites.storageProviderId))
        .innerJoin(portZones, eq(portZones.id, sites.portZoneId))
        .innerJoin(ports, eq(ports.id, portZones.portId))
        .innerJoin(seasons, eq(seasons.id, holdings.seasonId))
        .innerJoin(commodities, eq(commodities.id, holdings.commodityId))
        .innerJoin(grades, eq(grades.id, holdings.gradeId))
        .leftJoin(onOffer, and(eq(onOffer.holdingId, holdings.id), eq(onOffer.organisationId, holdings.organisationId)))
        .leftJoin(sold, and(eq(sold.holdingId, holdings.id), eq(sold.organisationId, holdings.organisationId)))
        .where(where)
        .orderBy(by(columns[query.sort]), asc(commodities.name), asc(grades.code), asc(sites.name), asc(holdings.ngr), asc(holdings.id))
        .limit(limit)
        .offset(offset);
    },
    // The joins the term may name, without the committed tonnes.
    count: async () =>
      (
        await db
          .select({ total: countAll })
          .from(holdings)
          .innerJoin(sites, eq(sites.id, holdings.siteId))
          .innerJoin(seasons, eq(seasons.id, holdings.seasonId))
          .innerJoin(commodities, eq(commodities.id, holdings.commodityId))
          .innerJoin(grades, eq(grades.id, holdings.gradeId))
          .where(where)
      )[0]?.total ?? 0,
  });
}

/** The holdings, their rows locked FOR UPDATE (in id order, so two batches never deadlock); a prepared statement (decision 0024). */
export function lockHoldings(tx: Db, holdingIds: number[]) {
  return prepared(tx, 'lock_holdings', (built) =>
    built
      .select()
      .from(holdings)
      .where(sql`${holdings.id} = any(${sql.placeholder('ids')}::integer[])`)
      .orderBy(asc(holdings.id))
      .for('update')
      .prepare('lock_holdings'),
  ).execute({ ids: holdingIds });
}

/** committedByHolding for the given holdings, read now: by holding and organisation, as decimal strings. */
export function committedOnHoldings(tx: Db, holdingIds: number[], excludeOfferId?: number) {
  const committed = committedByHolding(tx, { holdingIds, excludeOfferId });
  return tx
    .select({
      holdingId: committed.holdingId,
      organisationId: committed.organisationId,
      committed: sql<string>`${committed.committed}::text`,
    })
    .from(committed);
}
