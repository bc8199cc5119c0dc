import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { holdings, trades } from '../../db/schema/market.ts';
import { organisationNgrs, organisations } from '../../db/schema/organisations.ts';
import { bidGroups, offerQualityValues, offers } from '../../db/schema/orders.ts';
import {
  commodities,
  deliveredSites,
  deliveryPeriods,
  grades,
  portZones,
  ports,
  qualityParameters,
  seasons,
  sites,
} from '../../db/schema/reference.ts';
import { users } from '../../db/schema/users.ts';

const seller = alias(organisations, 'seller');
const buyer = alias(organisations, 'buyer');
const agent = alias(organisations, 'agent');
const storageProvider = alias(organisations, 'storage_provider');
const offerCreator = alias(users, 'offer_creator');
const bidCreator = alias(users, 'bid_creator');

/** One trade with everything staff read on its page: both parties and their orders' creators, the grain's place and terms. */
export async function findTradeDetail(db: Db, tradeId: number) {
  const [row] = await db
    .select({
      trade: trades,
      seller: { id: seller.id, tradingName: seller.tradingName, abn: seller.abn, state: seller.state },
      buyer: { id: buyer.id, tradingName: buyer.tradingName, abn: buyer.abn, state: buyer.state },
      agent: { id: agent.id, tradingName: agent.tradingName },
      offerCreator: { firstName: offerCreator.firstName, lastName: offerCreator.lastName },
      bidCreator: { firstName: bidCreator.firstName, lastName: bidCreator.lastName },
      holdingNgr: holdings.ngr,
      season: { id: seasons.id, name: seasons.name },
      commodity: { id: commodities.id, name: commodities.name },
      grade: { id: grades.id, code: grades.code, name: grades.name },
      period: { id: deliveryPeriods.id, name: deliveryPeriods.name },
      site: { name: sites.name, state: sites.state },
      storageProviderNickname: storageProvider.nickname,
      portZone: portZones.name,
      port: ports.name,
      offer: offers,
      deliveredSite: deliveredSites.siteName,
    })
    .from(trades)
    .innerJoin(seller, eq(seller.id, trades.sellerOrganisationId))
    .innerJoin(buyer, eq(buyer.id, trades.buyerOrganisationId))
    .leftJoin(agent, eq(agent.id, trades.agentOrganisationId))
    .innerJoin(seasons, eq(seasons.id, trades.seasonId))
    .innerJoin(commodities, eq(commodities.id, trades.commodityId))
    .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, trades.deliveryPeriodId))
    .leftJoin(grades, eq(grades.id, trades.gradeId))
    .leftJoin(sites, eq(sites.id, trades.siteId))
    .leftJoin(storageProvider, eq(storageProvider.id, sites.storageProviderId))
    .leftJoin(portZones, eq(portZones.id, sites.portZoneId))
    .leftJoin(ports, eq(ports.id, portZones.portId))
    .leftJoin(holdings, eq(holdings.id, trades.holdingId))
    .leftJoin(offers, eq(offers.id, trades.offerId))
    .leftJoin(offerCreator, eq(offerCreator.id, offers.createdByUserId))
    .leftJoin(deliveredSites, eq(deliveredSites.id, offers.deliveredSiteId))
    .leftJoin(bidGroups, eq(bidGroups.id, trades.bidGroupId))
    .leftJoin(bidCreator, eq(bidCreator.id, bidGroups.createdByUserId))
    .where(eq(trades.id, tradeId));
  if (!row) return undefined;
  const [quality, firstNgr] = await Promise.all([
    db
      .select({ name: qualityParameters.name, unit: qualityParameters.unit, value: offerQualityValues.value })
      .from(offerQualityValues)
      .innerJoin(qualityParameters, eq(qualityParameters.id, offerQualityValues.qualityParameterId))
      .where(eq(offerQualityValues.offerId, row.trade.offerId))
      .orderBy(offerQualityValues.id),
    row.holdingNgr
      ? Promise.resolve(undefined)
      : db
          .select({ ngr: organisationNgrs.ngr })
          .from(organisationNgrs)
          .where(eq(organisationNgrs.organisationId, row.trade.sellerOrganisationId))
          .orderBy(organisationNgrs.id)
          .limit(1),
  ]);
  return { ...row, quality, sellerNgr: row.holdingNgr ?? firstNgr?.[0]?.ngr ?? null };
}

export type TradeDetailRow = NonNullable<Awaited<ReturnType<typeof findTradeDetail>>>;
