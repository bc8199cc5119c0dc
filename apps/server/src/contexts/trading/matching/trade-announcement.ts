import { sydneyDate } from '@cgx/domain/calendar';
import { paymentTermsFromColumns, paymentTermsLabel } from '@cgx/domain/payment-terms';
import { tradeLinkFor } from '@cgx/domain/trades.schemas';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { prepared } from '../../../db/prepared.ts';
import { trades } from '../../../db/schema/market.ts';
import { offers } from '../../../db/schema/orders.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from '../../../db/schema/reference.ts';
import { recipientOf } from '../../identity/index.ts';
import { recordTradeFeedItem } from '../market-data/market-feed.service.ts';
import { enqueueJob } from '../../../queue/jobs.repository.ts';
import { tradeConfirmationsJob } from './matching.jobs.ts';
import { outbox } from '../../../platform/messages/index.ts';
import { notifyUsers } from '../../../platform/notifications/index.ts';
import { type TradeFacts, contractNoteEmail, tradeLine, tradeSms } from './trade-messages.ts';
import { activeUsersOf } from './trades.repository.ts';

/** The trade with the names its messages need, in one query. */
async function findTradeToAnnounce(tx: Db, tradeId: number) {
  // Prepared: planning it cost the database more than running it, once per trade.
  const query = prepared(tx, 'trade_to_announce', (built) =>
    built
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
      .where(eq(trades.id, sql.placeholder('tradeId')))
      .prepare('trade_to_announce'),
  );
  const [row] = await query.execute({ tradeId });
  return row;
}

type Party = { organisationIds: number[]; facts: TradeFacts; people: Awaited<ReturnType<typeof activeUsersOf>> };

/** The trade, and for each side the organisations told, what they are told and their active users. */
async function partiesOfTrade(tx: Db, tradeId: number): Promise<{ trade: typeof trades.$inferSelect; parties: Party[] } | null> {
  const row = await findTradeToAnnounce(tx, tradeId);
  if (!row) return null;
  const { trade } = row;
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
    tradedOn: sydneyDate(trade.createdAt),
  });
  const sides = [
    { organisationIds: [trade.buyerOrganisationId], facts: facts('bought') },
    {
      organisationIds: [trade.sellerOrganisationId, ...(row.agentOrganisationId ? [row.agentOrganisationId] : [])],
      facts: facts('sold'),
    },
  ];
  const parties = await Promise.all(sides.map(async (side) => ({ ...side, people: await activeUsersOf(tx, side.organisationIds) })));
  return { trade, parties };
}

/**
 * Tells the world about a trade: the public feed item and both parties' in-app notifications.
 * Runs as the `trade-made` job that the matching transaction enqueues (decision 0014), so the
 * book lock is held only for matching; the job is transactional, so a trade is announced exactly
 * once. The contract notes and SMS come from a job of their own that this one enqueues
 * (decision 0086): e-mail and SMS wait behind the announcements of a busy market.
 */
export async function announceTrade(context: AppContext, tx: Db, tradeId: number): Promise<void> {
  const found = await partiesOfTrade(tx, tradeId);
  if (!found) return;
  await recordTradeFeedItem(context, tx, found.trade.id);
  for (const party of found.parties) {
    // Each recipient's link is the page of their role that lists this side of their trades.
    const byLink = new Map<string | null, number[]>();
    for (const { user } of party.people) {
      const link = tradeLinkFor(user.role, party.facts.side, found.trade.id);
      byLink.set(link, [...(byLink.get(link) ?? []), user.id]);
    }
    for (const [link, userIds] of byLink) {
      await notifyUsers(context, tx, userIds, { kind: 'trade', body: tradeLine(party.facts), link });
    }
  }
  await enqueueJob(tx, tradeConfirmationsJob, { tradeId: found.trade.id });
}

/** Both parties' contract note e-mail (its PDF made at delivery) and an SMS to each user with a mobile. */
export async function sendTradeConfirmations(tx: Db, tradeId: number): Promise<void> {
  const found = await partiesOfTrade(tx, tradeId);
  if (!found) return;
  for (const party of found.parties) {
    if (party.people.length > 0) {
      const recipients = party.people.map(({ user, organisation }) => recipientOf(user, organisation));
      await outbox.send(tx, contractNoteEmail(party.facts, recipients, found.trade.id));
    }
    for (const { user, organisation } of party.people) {
      if (user.mobile) await outbox.send(tx, tradeSms(party.facts, recipientOf(user, organisation)));
    }
  }
}
