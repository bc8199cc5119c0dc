import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { holdings } from '../../db/schema/market.ts';
import { offers } from '../../db/schema/orders.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { commodities, grades, portZones, ports, seasons, sites } from '../../db/schema/reference.ts';

/** Offers that hold tonnes of a holding: the seller's active cgx offers drawing on it. */
const committingOffers = (holdingId: number, organisationId: number) =>
  and(eq(offers.holdingId, holdingId), eq(offers.organisationId, organisationId), eq(offers.market, 'cgx'), eq(offers.status, 'active'));

/**
 * Per holding, the tonnes its organisation's active cgx offers still have on offer; join it on
 * holdingId and organisationId (a holding without offers has no row: coalesce to 0).
 */
export const committedByHolding = (db: Db) =>
  db
    .select({
      holdingId: offers.holdingId,
      organisationId: offers.organisationId,
      committed: sql<string>`sum(${offers.remaining})`.as('committed'),
    })
    .from(offers)
    .where(and(eq(offers.market, 'cgx'), eq(offers.status, 'active')))
    .groupBy(offers.holdingId, offers.organisationId)
    .as('committed_by_holding');

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

/** Tonnes the organisation's active cgx offers have on offer against the holding, as a decimal string. */
export async function committedOnHolding(tx: Db, holdingId: number, organisationId: number, excludeOfferId?: number): Promise<string> {
  const [row] = await tx
    .select({ committed: sql<string>`coalesce(sum(${offers.remaining}), 0)::text` })
    .from(offers)
    .where(and(committingOffers(holdingId, organisationId), excludeOfferId === undefined ? undefined : ne(offers.id, excludeOfferId)));
  return row?.committed ?? '0';
}
