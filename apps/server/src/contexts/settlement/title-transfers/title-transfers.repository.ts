import type { TTitleTransfersQuery } from '@cgx/domain/title-transfers.schemas';
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { commodities, grades, sites } from '../../../db/schema/reference.ts';
import { titleTransfers } from '../../../db/schema/settlement.ts';
import { countAll, orderOf, pageOf, termIn } from '../../../lib/paging.ts';
import { sellerNgrOfTrade } from '../trades/seller-ngr.ts';

/** Title transfers, a storage provider's (its ACQ tickets or its sites' trades) or every one (null). */
export async function pageTitleTransfers(db: Db, storageProviderId: number | null, query: TTitleTransfersQuery) {
  const where = and(
    storageProviderId === null
      ? undefined
      : or(eq(titleTransfers.storageProviderOrganisationId, storageProviderId), eq(sites.storageProviderId, storageProviderId)),
    query.state === 'current'
      ? isNull(titleTransfers.withdrawnAt)
      : query.state === 'withdrawn'
        ? isNotNull(titleTransfers.withdrawnAt)
        : undefined,
    termIn(query.term, [trades.formattedId, titleTransfers.ticketNumber, commodities.name, sites.name]),
    query.dateFrom ? sql`${titleTransfers.transferredOn} >= ${query.dateFrom}` : undefined,
    query.dateTo ? sql`${titleTransfers.transferredOn} <= ${query.dateTo}` : undefined,
  );
  const order = orderOf(
    { transferredOn: titleTransfers.transferredOn, tradeId: trades.formattedId, tonnes: titleTransfers.deliveredTonnes },
    query.sort,
    query.direction,
    titleTransfers.id,
  );
  return pageOf(query, {
    rows: (limit, offset) =>
      db
        .select({
          transfer: titleTransfers,
          trade: { id: trades.id, formattedId: trades.formattedId, status: trades.status },
          sellerNgr: sellerNgrOfTrade,
          commodity: commodities.name,
          grade: grades.code,
          site: sites.name,
          storageProvider: organisations.tradingName,
        })
        .from(titleTransfers)
        .innerJoin(trades, eq(trades.id, titleTransfers.tradeId))
        .innerJoin(commodities, eq(commodities.id, trades.commodityId))
        .leftJoin(grades, eq(grades.id, trades.gradeId))
        .leftJoin(sites, eq(sites.id, trades.siteId))
        .leftJoin(
          organisations,
          eq(organisations.id, sql`coalesce(${titleTransfers.storageProviderOrganisationId}, ${sites.storageProviderId})`),
        )
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    count: async () =>
      (
        await db
          .select({ count: countAll })
          .from(titleTransfers)
          .innerJoin(trades, eq(trades.id, titleTransfers.tradeId))
          .innerJoin(commodities, eq(commodities.id, trades.commodityId))
          .leftJoin(sites, eq(sites.id, trades.siteId))
          .where(where)
      )[0]?.count ?? 0,
  });
}
