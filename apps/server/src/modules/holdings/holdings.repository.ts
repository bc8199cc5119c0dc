import { dec } from '@cgx/domain/decimal';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { holdings, trades } from '../../db/schema/market.ts';
import { offers } from '../../db/schema/orders.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { commodities, grades, portZones, ports, seasons, sites } from '../../db/schema/reference.ts';

/**
 * Trades whose grain has not left the holding yet: sold, but title has not moved, so the
 * holding's quantity still includes them (title transfer moves a trade on to awaiting payment).
 */
const GRAIN_NOT_YET_DELIVERED = ['awaiting_grain', 'overdue_grain'] as const;

/** Offers that hold tonnes of a holding: the seller's active cgx offers drawing on it. */
const committingOffers = (holdingId: number, organisationId: number) =>
  and(eq(offers.holdingId, holdingId), eq(offers.organisationId, organisationId), eq(offers.market, 'cgx'), eq(offers.status, 'active'));

/**
 * Per holding, the tonnes its organisation has committed: what its active cgx offers still have
 * on offer plus what they sold that has not been delivered yet. Join it on holdingId and
 * organisationId (a holding without offers has no row: coalesce to 0).
 */
export const committedByHolding = (db: Db) => {
  const onOffer = db
    .select({ holdingId: offers.holdingId, organisationId: offers.organisationId, tonnes: offers.remaining })
    .from(offers)
    .where(and(eq(offers.market, 'cgx'), eq(offers.status, 'active')));
  const sold = db
    .select({ holdingId: offers.holdingId, organisationId: offers.organisationId, tonnes: trades.quantity })
    .from(trades)
    .innerJoin(offers, eq(offers.id, trades.offerId))
    .where(and(eq(offers.market, 'cgx'), inArray(trades.status, GRAIN_NOT_YET_DELIVERED)));
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

const storageProviders = alias(organisations, 'storage_providers');

/** An organisation's holdings with their site, port, season, commodity and grade, and the tonnes committed to offers. */
export function listHoldings(db: Db, organisationId: number) {
  const committed = committedByHolding(db);
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
      committed: sql<string>`coalesce(${committed.committed}, 0)::text`,
    })
    .from(holdings)
    .innerJoin(sites, eq(sites.id, holdings.siteId))
    .innerJoin(storageProviders, eq(storageProviders.id, sites.storageProviderId))
    .innerJoin(portZones, eq(portZones.id, sites.portZoneId))
    .innerJoin(ports, eq(ports.id, portZones.portId))
    .innerJoin(seasons, eq(seasons.id, holdings.seasonId))
    .innerJoin(commodities, eq(commodities.id, holdings.commodityId))
    .innerJoin(grades, eq(grades.id, holdings.gradeId))
    .leftJoin(committed, and(eq(committed.holdingId, holdings.id), eq(committed.organisationId, holdings.organisationId)))
    .where(eq(holdings.organisationId, organisationId))
    .orderBy(asc(seasons.startDate), asc(commodities.name), asc(grades.code), asc(sites.name), asc(holdings.ngr), asc(holdings.id));
}

/** The holding, its row locked FOR UPDATE until the transaction ends. */
export async function lockHolding(tx: Db, holdingId: number) {
  const [row] = await tx.select().from(holdings).where(eq(holdings.id, holdingId)).for('update');
  return row;
}

/** The holdings, their rows locked FOR UPDATE (in id order, so two batches never deadlock). */
export function lockHoldings(tx: Db, holdingIds: number[]) {
  return tx.select().from(holdings).where(inArray(holdings.id, holdingIds)).orderBy(asc(holdings.id)).for('update');
}

/** committedOnHolding for many holdings in one statement: by holding and organisation, as decimal strings. */
export async function committedOnHoldings(tx: Db, holdingIds: number[]) {
  const onOffer = tx
    .select({ holdingId: offers.holdingId, organisationId: offers.organisationId, tonnes: offers.remaining })
    .from(offers)
    .where(and(inArray(offers.holdingId, holdingIds), eq(offers.market, 'cgx'), eq(offers.status, 'active')));
  const sold = tx
    .select({ holdingId: offers.holdingId, organisationId: offers.organisationId, tonnes: trades.quantity })
    .from(trades)
    .innerJoin(offers, eq(offers.id, trades.offerId))
    .where(and(inArray(offers.holdingId, holdingIds), eq(offers.market, 'cgx'), inArray(trades.status, GRAIN_NOT_YET_DELIVERED)));
  const parts = unionAll(onOffer, sold).as('committed_parts');
  return tx
    .select({ holdingId: parts.holdingId, organisationId: parts.organisationId, committed: sql<string>`sum(${parts.tonnes})::text` })
    .from(parts)
    .groupBy(parts.holdingId, parts.organisationId);
}

/**
 * Tonnes of the holding the organisation has committed, as a decimal string: on offer in its
 * active cgx offers (but the one being edited) plus sold and not yet delivered.
 */
export async function committedOnHolding(tx: Db, holdingId: number, organisationId: number, excludeOfferId?: number): Promise<string> {
  const [onOffer] = await tx
    .select({ tonnes: sql<string>`coalesce(sum(${offers.remaining}), 0)::text` })
    .from(offers)
    .where(and(committingOffers(holdingId, organisationId), excludeOfferId === undefined ? undefined : ne(offers.id, excludeOfferId)));
  const [sold] = await tx
    .select({ tonnes: sql<string>`coalesce(sum(${trades.quantity}), 0)::text` })
    .from(trades)
    .innerJoin(offers, eq(offers.id, trades.offerId))
    .where(
      and(
        eq(offers.holdingId, holdingId),
        eq(offers.organisationId, organisationId),
        eq(offers.market, 'cgx'),
        inArray(trades.status, GRAIN_NOT_YET_DELIVERED),
      ),
    );
  return dec(onOffer?.tonnes ?? '0')
    .plus(sold?.tonnes ?? '0')
    .toString();
}
