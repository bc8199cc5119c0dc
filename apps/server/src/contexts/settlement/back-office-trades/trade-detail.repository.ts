import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { bidGroups, offerQualityValues, offers } from '../../../db/schema/orders.ts';
import { deliveredSites, portZones, ports, qualityParameters, sites, varieties } from '../../../db/schema/reference.ts';
import { users } from '../../../db/schema/users.ts';
import { tradeAudit } from '../../../platform/trade-audit/index.ts';
import { TRADE_ROW, buyer, seller, withRowJoins } from './trades-list.repository.ts';

const storageProvider = alias(organisations, 'storage_provider');
const offerCreator = alias(users, 'offer_creator');
const bidCreator = alias(users, 'bid_creator');
const recorder = alias(users, 'recorder');

/** The id of the trade with this trade id (CGX-000150), by its unique index; undefined when there is none. */
export async function tradeIdOfFormattedId(db: Db, formattedId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: trades.id }).from(trades).where(eq(trades.formattedId, formattedId));
  return row?.id;
}

/**
 * One trade and everything agreed in it: the list's row (trades-list.repository.ts) and the parties'
 * ABN and state, who placed each order (or recorded the trade), the grain's port, the whole offer
 * (chemical declaration, special terms, the igrainX place), the variety traded and its quality. The
 * staff's trade page reads it with the audit trail (findTradeDetail); the contract notes read it alone.
 */
export async function findTradeTerms(db: Db, tradeId: number) {
  const [row] = await withRowJoins(
    db
      .select({
        ...TRADE_ROW,
        seller: { id: seller.id, tradingName: seller.tradingName, abn: seller.abn, state: seller.state },
        buyer: { id: buyer.id, tradingName: buyer.tradingName, abn: buyer.abn, state: buyer.state },
        offer: offers,
        offerCreator: { firstName: offerCreator.firstName, lastName: offerCreator.lastName },
        bidCreator: { firstName: bidCreator.firstName, lastName: bidCreator.lastName },
        recordedBy: { firstName: recorder.firstName, lastName: recorder.lastName },
        storageProviderNickname: storageProvider.nickname,
        portZone: portZones.name,
        port: ports.name,
        deliveredSite: deliveredSites.siteName,
        variety: { id: varieties.id, name: varieties.name },
      })
      .from(trades)
      .$dynamic(),
  )
    .leftJoin(storageProvider, eq(storageProvider.id, sites.storageProviderId))
    .leftJoin(portZones, eq(portZones.id, sites.portZoneId))
    .leftJoin(ports, eq(ports.id, portZones.portId))
    .leftJoin(offerCreator, eq(offerCreator.id, offers.createdByUserId))
    .leftJoin(deliveredSites, eq(deliveredSites.id, offers.deliveredSiteId))
    .leftJoin(bidGroups, eq(bidGroups.id, trades.bidGroupId))
    .leftJoin(bidCreator, eq(bidCreator.id, bidGroups.createdByUserId))
    .leftJoin(recorder, eq(recorder.id, trades.recordedByUserId))
    .leftJoin(varieties, eq(varieties.id, trades.varietyId))
    .where(eq(trades.id, tradeId));
  if (!row) return undefined;
  const quality = await db
    .select({ name: qualityParameters.name, unit: qualityParameters.unit, value: offerQualityValues.value })
    .from(offerQualityValues)
    .innerJoin(qualityParameters, eq(qualityParameters.id, offerQualityValues.qualityParameterId))
    .where(eq(offerQualityValues.offerId, row.trade.offerId))
    .orderBy(offerQualityValues.id);
  return { ...row, quality };
}

export type TradeTermsRow = NonNullable<Awaited<ReturnType<typeof findTradeTerms>>>;

/** One trade for staff: its terms and its audit trail. */
export async function findTradeDetail(db: Db, tradeId: number) {
  const [row, changes] = await Promise.all([findTradeTerms(db, tradeId), tradeAudit.of(db, tradeId)]);
  return row ? { ...row, changes } : undefined;
}

export type TradeDetailRow = NonNullable<Awaited<ReturnType<typeof findTradeDetail>>>;
