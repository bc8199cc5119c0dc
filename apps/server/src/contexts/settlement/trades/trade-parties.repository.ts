import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';

/** The parties of a trade, to decide who may download its paperwork. */
export async function findTradeParties(db: Db, tradeId: number) {
  const rows = await db
    .select({
      formattedId: trades.formattedId,
      buyerOrganisationId: trades.buyerOrganisationId,
      sellerOrganisationId: trades.sellerOrganisationId,
      agentOrganisationId: trades.agentOrganisationId,
    })
    .from(trades)
    .where(eq(trades.id, tradeId));
  return rows[0];
}
