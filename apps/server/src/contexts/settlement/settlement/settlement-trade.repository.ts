import { and, arrayContains, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { farmGrain, trades } from '../../../db/schema/market.ts';
import { offers } from '../../../db/schema/orders.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import {
  commodities,
  deliveredSites,
  deliveryPeriods,
  farmGateLevies,
  fees,
  grades,
  seasons,
  sites,
  statutoryLevies,
  varieties,
} from '../../../db/schema/reference.ts';
import { interestRates } from '../../../db/schema/settlement.ts';
import { sellerNgrOfTrade } from '../trades/seller-ngr.ts';

const sellers = alias(organisations, 'sellers');
const buyers = alias(organisations, 'buyers');

/**
 * A trade as settlement reads it, its row locked for the transaction (FOR UPDATE OF trades): a title
 * transfer, a status edit and a payment of one trade are decided one after the other.
 */
export const lockSettlementTrade = (tx: Db, tradeId: number) => loadSettlementTrade(tx, tradeId, { lock: true });

export async function loadSettlementTrade(tx: Db, tradeId: number, options: { lock: boolean } = { lock: false }) {
  const [row] = await loadSettlementTrades(tx, [tradeId], options);
  return row ?? null;
}

/** The trades as settlement reads them, by id; locked in id order (FOR UPDATE OF trades) so that two batches cannot deadlock. */
export async function lockSettlementTrades(tx: Db, tradeIds: readonly number[]) {
  return loadSettlementTrades(tx, tradeIds, { lock: true });
}

async function loadSettlementTrades(tx: Db, tradeIds: readonly number[], options: { lock: boolean }) {
  if (tradeIds.length === 0) return [];
  const query = tx
    .select({
      trade: trades,
      seller: {
        id: sellers.id,
        tradingName: sellers.tradingName,
        abn: sellers.abn,
        type: sellers.type,
        gstRegistered: sellers.gstRegistered,
        ngrLevyOptIn: sellers.ngrLevyOptIn,
      },
      buyer: { id: buyers.id, tradingName: buyers.tradingName, abn: buyers.abn },
      commodity: { code: commodities.code, name: commodities.name },
      season: { name: seasons.name },
      period: { name: deliveryPeriods.name, endDate: deliveryPeriods.endDate },
      grade: { code: grades.code, name: grades.name },
      site: { name: sites.name, state: sites.state, storageProviderId: sites.storageProviderId },
      deliveredSite: { siteName: deliveredSites.siteName, state: deliveredSites.state },
      farmGrainState: farmGrain.state,
      farmGrainTown: farmGrain.nearestTown,
      pricingPoint: offers.pricingPoint,
      /** The NGR printed on the RCTI: the holding's (cgx), else the seller's first registered. */
      sellerNgr: sellerNgrOfTrade,
    })
    .from(trades)
    .innerJoin(sellers, eq(sellers.id, trades.sellerOrganisationId))
    .innerJoin(buyers, eq(buyers.id, trades.buyerOrganisationId))
    .innerJoin(commodities, eq(commodities.id, trades.commodityId))
    .innerJoin(seasons, eq(seasons.id, trades.seasonId))
    .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, trades.deliveryPeriodId))
    .leftJoin(offers, eq(offers.id, trades.offerId))
    .leftJoin(grades, eq(grades.id, trades.gradeId))
    .leftJoin(sites, eq(sites.id, trades.siteId))
    .leftJoin(deliveredSites, eq(deliveredSites.id, offers.deliveredSiteId))
    .leftJoin(farmGrain, eq(farmGrain.id, trades.farmGrainId))
    .where(tradeIds.length === 1 ? eq(trades.id, tradeIds[0] as number) : inArray(trades.id, [...new Set(tradeIds)]))
    .orderBy(asc(trades.id));
  const rows = options.lock ? await query.for('update', { of: trades }) : await query;
  return rows.map((row) => {
    const state = row.site?.state ?? row.deliveredSite?.state ?? row.farmGrainState ?? 'NSW';
    const location = row.site?.name ?? row.deliveredSite?.siteName ?? row.farmGrainTown ?? row.pricingPoint ?? '';
    return { ...row, state, location };
  });
}
export type SettlementTrade = NonNullable<Awaited<ReturnType<typeof lockSettlementTrade>>>;

const appliesTo = (column: typeof statutoryLevies.commodityIds | typeof farmGateLevies.commodityIds, commodityId: number) =>
  or(sql`cardinality(${column}) = 0`, arrayContains(column, [commodityId]));

/**
 * The levies, royalty and fees that apply to a trade (design §5): active rules of its season, commodity
 * and state, and the royalty of the variety it traded (by id, issue 24), which is owed on the grain
 * sold whether or not the variety is still offered for new orders.
 */
export async function settlementRulesOf(tx: Db, trade: SettlementTrade) {
  const { seasonId, commodityId } = trade.trade;
  const [statutory, farmGate, feeRows, variety] = await Promise.all([
    tx
      .select()
      .from(statutoryLevies)
      .where(
        and(
          eq(statutoryLevies.seasonId, seasonId),
          eq(statutoryLevies.status, 'active'),
          appliesTo(statutoryLevies.commodityIds, commodityId),
          or(isNull(statutoryLevies.state), eq(statutoryLevies.state, trade.state)),
        ),
      )
      .orderBy(asc(statutoryLevies.id)),
    tx
      .select()
      .from(farmGateLevies)
      .where(
        and(
          eq(farmGateLevies.seasonId, seasonId),
          eq(farmGateLevies.status, 'active'),
          appliesTo(farmGateLevies.commodityIds, commodityId),
          or(isNull(farmGateLevies.state), eq(farmGateLevies.state, trade.state)),
        ),
      )
      .orderBy(asc(farmGateLevies.id)),
    tx
      .select()
      .from(fees)
      .where(
        and(
          eq(fees.status, 'active'),
          or(isNull(fees.seasonId), eq(fees.seasonId, seasonId)),
          or(isNull(fees.commodityId), eq(fees.commodityId, commodityId)),
        ),
      )
      .orderBy(asc(fees.id)),
    trade.trade.varietyId === null
      ? Promise.resolve([])
      : tx
          .select({ name: varieties.name, amount: varieties.amount, recipientName: varieties.recipientName, recipientId: organisations.id })
          .from(varieties)
          .leftJoin(organisations, eq(organisations.tradingName, varieties.recipientName))
          .where(eq(varieties.id, trade.trade.varietyId))
          .orderBy(asc(organisations.id))
          .limit(1),
  ]);
  return { statutory, farmGate, fees: feeRows, variety: variety[0] ?? null };
}

/** The annual rate of a kind in force on a date (design §5: both are data). */
export async function interestRateOn(tx: Db, kind: 'deferred' | 'late', on: string): Promise<string> {
  const [row] = await tx
    .select({ rate: interestRates.annualRatePercent })
    .from(interestRates)
    .where(and(eq(interestRates.kind, kind), lte(interestRates.effectiveFrom, on)))
    .orderBy(desc(interestRates.effectiveFrom))
    .limit(1);
  return row?.rate ?? '0';
}

/** The exchange itself: issuer of the buyer's invoice, recipient issuing the RCTI, holder of the trust account. */
export async function exchangeOrganisation(tx: Db) {
  const [row] = await tx.select().from(organisations).where(eq(organisations.type, 'exchange')).orderBy(asc(organisations.id)).limit(1);
  if (!row) throw new Error('no exchange organisation');
  return row;
}

/** Storage providers' names as settlement messages give them: the short name, else the trading name. */
export async function storageProviderNames(tx: Db, organisationIds: readonly number[]): Promise<Map<number, string>> {
  if (organisationIds.length === 0) return new Map();
  const rows = await tx
    .select({ id: organisations.id, name: sql<string>`coalesce(${organisations.nickname}, ${organisations.tradingName})` })
    .from(organisations)
    .where(inArray(organisations.id, [...new Set(organisationIds)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
