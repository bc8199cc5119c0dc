import { paymentTermsFromColumns, paymentTermsLabel } from '@cgx/domain/payment-terms';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { trades } from '../../db/schema/market.ts';
import { offers } from '../../db/schema/orders.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from '../../db/schema/reference.ts';
import { recipientOf } from '../auth/auth.emails.ts';
import { recordTradeFeedItem } from '../market-data/market-feed.service.ts';
import { enqueueMessage } from '../messages/outbox.repository.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { type TradeFacts, contractNoteEmail, tradeLine, tradeSms } from './trade-messages.ts';
import { activeUsersOf } from './trades.repository.ts';

/** The trade with the names its messages need, in one query. */
async function findTradeToAnnounce(tx: Db, tradeId: number) {
  const [row] = await tx
    .select({
      trade: trades,
      agentOrganisationId: offers.agentOrganisationId,
      nearestTown: offers.nearestTown,
      gradeCode: grades.code,
      commodityName: commodities.name,
      seasonName: seasons.name,
      deliveryPeriodName: deliveryPeriods.name,
      siteName: sites.name,
    })
    .from(trades)
    .innerJoin(offers, eq(offers.id, trades.offerId))
    .innerJoin(commodities, eq(commodities.id, trades.commodityId))
    .innerJoin(seasons, eq(seasons.id, trades.seasonId))
    .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, trades.deliveryPeriodId))
    .leftJoin(grades, eq(grades.id, trades.gradeId))
    .leftJoin(sites, eq(sites.id, trades.siteId))
    .where(eq(trades.id, tradeId));
  return row;
}

/**
 * Tells the world about a trade: the public feed item, and to both parties the in-app
 * notification, the contract note e-mail (PDF attached at delivery) and an SMS. Runs as the
 * `trade-made` job that the matching transaction enqueues (decision 0014), so the book lock is
 * held only for matching; the job is transactional, so a trade is announced exactly once.
 */
export async function announceTrade(context: AppContext, tx: Db, tradeId: number): Promise<void> {
  const row = await findTradeToAnnounce(tx, tradeId);
  if (!row) return;
  const { trade } = row;
  await recordTradeFeedItem(context, tx, trade.id);
  const terms = paymentTermsFromColumns(trade.paymentTermsKind, trade.paymentTermsDays);
  const facts = (side: 'bought' | 'sold'): TradeFacts => ({
    formattedId: trade.formattedId,
    side,
    quantity: trade.quantity,
    gradeName: row.gradeCode ?? 'ungraded',
    commodityName: row.commodityName,
    locationName: row.siteName ?? row.nearestTown ?? 'farm',
    price: trade.price,
    portEquiv: trade.portEquiv,
    seasonName: row.seasonName,
    deliveryPeriodName: row.deliveryPeriodName,
    paymentTerms: paymentTermsLabel(terms),
    paymentDueDate: trade.paymentDueDate,
  });
  const parties = [
    { organisationIds: [trade.buyerOrganisationId], facts: facts('bought'), link: '/portal/our-purchases' },
    {
      organisationIds: [trade.sellerOrganisationId, ...(row.agentOrganisationId ? [row.agentOrganisationId] : [])],
      facts: facts('sold'),
      link: '/portal/my-sales',
    },
  ];
  for (const party of parties) {
    const people = await activeUsersOf(tx, party.organisationIds);
    await notifyUsers(
      context,
      tx,
      people.map(({ user }) => user.id),
      { kind: 'trade', body: tradeLine(party.facts), link: party.link },
    );
    if (people.length > 0) {
      const recipients = people.map(({ user, organisation }) => recipientOf(user, organisation));
      await enqueueMessage(tx, contractNoteEmail(party.facts, recipients, trade.id));
    }
    for (const { user, organisation } of people) {
      if (user.mobile) await enqueueMessage(tx, tradeSms(party.facts, recipientOf(user, organisation)));
    }
  }
}

export const tradeMadeJob = {
  id: 'trade-made',
  payload: z.object({ tradeId: z.number().int() }),
  transactional: true,
  handle: (context: AppContext, payload: { tradeId: number }) => announceTrade(context, context.db, payload.tradeId),
};
