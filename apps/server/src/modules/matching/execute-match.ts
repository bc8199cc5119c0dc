import { sydneyDate } from '@cgx/domain/calendar';
import type { Fill, MatchResult, OrderUpdate } from '@cgx/domain/matching';
import { paymentDueDate, paymentTermsFromColumns, paymentTermsLabel } from '@cgx/domain/payment-terms';
import { sitePriceFromPortEquivalent } from '@cgx/domain/pricing';
import { formatTradeId } from '@cgx/domain/trade-id';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bidGroups, offers } from '../../db/schema/orders.ts';
import { commodities, deliveryPeriods, grades, seasons, sites } from '../../db/schema/reference.ts';
import { recipientOf } from '../auth/auth.emails.ts';
import { recordTradeFeedItem } from '../market-data/market-feed.service.ts';
import { enqueueMessage } from '../messages/outbox.repository.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { type TradeFacts, contractNoteEmail, tradeLine, tradeSms } from './trade-messages.ts';
import { activeUsersOf, holidaysOf, insertTrade, nextTradeNumber } from './trades.repository.ts';

export type TradeMade = { tradeId: number; formattedId: string; quantity: string; price: string };

/** design §5: what is left keeps its place; nothing left is filled; a remainder below the minimum is closed. */
function statusAfter(update: { remaining: string; closed: boolean }): 'active' | 'filled' | 'closed' {
  if (Number(update.remaining) === 0) return 'filled';
  return update.closed ? 'closed' : 'active';
}

async function applyUpdate(context: AppContext, tx: Db, update: OrderUpdate) {
  const status = statusAfter(update);
  const ended = status === 'active' ? null : context.clock.now();
  const values = { remaining: update.remaining, status, endedAt: ended, updatedAt: context.clock.now() };
  if (update.side === 'bid') await tx.update(bidGroups).set(values).where(eq(bidGroups.id, update.id));
  else await tx.update(offers).set(values).where(eq(offers.id, update.id));
}

/**
 * Writes a match inside the matching transaction: a trade per fill (numbered without gaps), the
 * quantity changes of every order involved, and the notifications, contract notes and SMS to
 * both parties, all committing together.
 */
export async function executeMatch(
  context: AppContext,
  tx: Db,
  result: MatchResult,
  incoming: { side: 'bid' | 'offer'; id: number },
): Promise<TradeMade[]> {
  const restingSide = incoming.side === 'offer' ? 'bid' : 'offer';
  return executeFills(context, tx, {
    fills: result.fills,
    updates: [
      ...result.restingUpdates,
      { side: incoming.side, id: incoming.id, remaining: result.incomingRemaining, closed: result.incomingClosed },
    ],
    restingSideOf: () => restingSide,
  });
}

/** The general form: a sweep's fills each have their own resting side (the order that arrived first). */
export async function executeFills(
  context: AppContext,
  tx: Db,
  work: { fills: Fill[]; updates: OrderUpdate[]; restingSideOf: (fill: Fill) => 'bid' | 'offer' },
): Promise<TradeMade[]> {
  const made: TradeMade[] = [];
  const offerIds = [...new Set(work.fills.map((fill) => fill.offerId))];
  const groupIds = [...new Set(work.fills.map((fill) => fill.bidGroupId))];
  const offerRows = offerIds.length ? await tx.select().from(offers).where(inArray(offers.id, offerIds)) : [];
  const groupRows = groupIds.length ? await tx.select().from(bidGroups).where(inArray(bidGroups.id, groupIds)) : [];
  const today = sydneyDate(context.clock.now());

  for (const fill of work.fills) {
    const offer = offerRows.find((row) => row.id === fill.offerId);
    const group = groupRows.find((row) => row.id === fill.bidGroupId);
    if (!offer || !group) throw new Error('a fill names an order that was not loaded');
    const site = offer.siteId ? await tx.query.sites.findFirst({ where: eq(sites.id, offer.siteId) }) : undefined;
    const price = offer.market === 'cgx' && site ? sitePriceFromPortEquivalent(fill.price, site.portDifferential) : fill.price;
    const terms = paymentTermsFromColumns(offer.paymentTermsKind, offer.paymentTermsDays);
    const state = site?.state ?? 'NSW';
    // EOW terms count from the week of delivery, which is not known yet: their due date is set at delivery.
    const dueDate = terms.kind === 'eow' ? null : paymentDueDate(terms, today, await holidaysOf(tx, state));
    const number = await nextTradeNumber(tx, offer.market);
    const trade = await insertTrade(tx, {
      market: offer.market,
      number,
      formattedId: formatTradeId(offer.market, number),
      bidGroupId: group.id,
      bidLineId: fill.bidLineId,
      offerId: offer.id,
      buyerOrganisationId: group.organisationId,
      sellerOrganisationId: offer.organisationId,
      agentOrganisationId: offer.agentOrganisationId,
      seasonId: offer.seasonId,
      commodityId: offer.commodityId,
      gradeId: offer.gradeId,
      deliveryPeriodId: offer.deliveryPeriodId,
      siteId: offer.siteId,
      quantity: fill.quantity,
      price,
      portEquiv: offer.market === 'cgx' ? fill.price : null,
      paymentTermsKind: offer.paymentTermsKind,
      paymentTermsDays: offer.paymentTermsDays,
      paymentDueDate: dueDate,
      restingSide: work.restingSideOf(fill),
      createdAt: context.clock.now(),
    });
    made.push({ tradeId: trade.id, formattedId: trade.formattedId, quantity: trade.quantity, price: trade.price });
    await recordTradeFeedItem(context, tx, trade.id);

    const [grade, commodity, season, period] = await Promise.all([
      offer.gradeId ? tx.query.grades.findFirst({ where: eq(grades.id, offer.gradeId) }) : undefined,
      tx.query.commodities.findFirst({ where: eq(commodities.id, offer.commodityId) }),
      tx.query.seasons.findFirst({ where: eq(seasons.id, offer.seasonId) }),
      tx.query.deliveryPeriods.findFirst({ where: eq(deliveryPeriods.id, offer.deliveryPeriodId) }),
    ]);
    const facts = (side: 'bought' | 'sold'): TradeFacts => ({
      formattedId: trade.formattedId,
      side,
      quantity: trade.quantity,
      gradeName: grade?.code ?? 'ungraded',
      commodityName: commodity?.name ?? '',
      locationName: site?.name ?? offer.nearestTown ?? 'farm',
      price: trade.price,
      portEquiv: trade.portEquiv,
      seasonName: season?.name ?? '',
      deliveryPeriodName: period?.name ?? '',
      paymentTerms: paymentTermsLabel(terms),
      paymentDueDate: dueDate,
    });
    const parties = [
      { organisationIds: [group.organisationId], facts: facts('bought'), link: '/portal/our-purchases' },
      {
        organisationIds: [offer.organisationId, ...(offer.agentOrganisationId ? [offer.agentOrganisationId] : [])],
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
      if (people.length > 0)
        await enqueueMessage(
          tx,
          contractNoteEmail(
            party.facts,
            people.map(({ user, organisation }) => recipientOf(user, organisation)),
            trade.id,
          ),
        );
      for (const { user, organisation } of people) {
        if (user.mobile) await enqueueMessage(tx, tradeSms(party.facts, recipientOf(user, organisation)));
      }
    }
  }

  for (const update of work.updates) await applyUpdate(context, tx, update);
  return made;
}
