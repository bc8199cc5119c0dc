import { sydneyDate } from '@cgx/domain/calendar';
import { dec, tonnes } from '@cgx/domain/decimal';
import type { TPage } from '@cgx/domain/lists.schemas';
import { LISTS_CHANGED } from '@cgx/domain/notifications.schemas';
import type {
  TBidGroupView,
  TBidToSellTo,
  TBidsQuery,
  TOfferGroupView,
  TOfferGroupsQuery,
  TOffersQuery,
  TOfferView,
} from '@cgx/domain/orders.schemas';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { activeUsersOf } from '../matching/index.ts';
import { bidGroups, offers } from '../../../db/schema/orders.ts';
import { type AuthContext, requireRole } from '../../../lib/access.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { requirePasswordToken } from '../../identity/index.ts';
import type { IdempotencyClaim } from './idempotency.repository.ts';
import { answerIn, claimIn } from './idempotency.ts';
import { presentBidDetail, presentBidGroup, presentOffer, presentOfferDetail } from './orders.presenter.ts';
import {
  findBidGroupView,
  findStandingBidByLine,
  findOfferView,
  findOwnBidGroup,
  findOwnOffer,
  lapseExpiredOrders,
  linesOf,
  offerQualityOf,
  pageBidGroups,
  pageOfferGroups,
  pageOffers,
  qualityLimitsOf,
  rebidsOf,
  reoffersOf,
} from './orders.repository.ts';

export const SELLERS = ['Grower', 'Trader', 'Agent'] as const;

/** A page of the caller's organisation's offers (an agent: also those it placed for clients). */
export async function listMyOffers(context: AppContext, auth: AuthContext, query: TOffersQuery): Promise<TPage<TOfferView>> {
  requireRole(auth, SELLERS);
  const page = await pageOffers(context.db, auth.organisation.id, query);
  const again = await reoffersOf(
    context.db,
    page.rows.map(({ offer }) => offer),
  );
  return { ...page, rows: page.rows.map((row) => presentOffer(row, again)) };
}

/** A page of offer groups by season, commodity and delivery period, the group with the newest offer first. */
export async function listMyOfferGroups(context: AppContext, auth: AuthContext, query: TOfferGroupsQuery): Promise<TPage<TOfferGroupView>> {
  requireRole(auth, SELLERS);
  const { members, ...page } = await pageOfferGroups(context.db, auth.organisation.id, query);
  const again = await reoffersOf(
    context.db,
    members.map(({ offer }) => offer),
  );
  const views = members.map((member) => presentOffer(member, again));
  const rows = page.rows.flatMap((group) => {
    const groupOffers = views.filter(
      (view) =>
        view.season?.id === group.seasonId && view.commodity.id === group.commodityId && view.deliveryPeriod.id === group.deliveryPeriodId,
    );
    const first = groupOffers[0];
    if (!first) return [];
    return [
      {
        season: first.season,
        commodity: first.commodity,
        deliveryPeriod: first.deliveryPeriod,
        totalQuantity: tonnes(dec(group.totalQuantity)),
        totalRemaining: tonnes(dec(group.totalRemaining)),
        offers: groupOffers,
      },
    ];
  });
  return { ...page, rows };
}

/** A page of the organisation's bids with their lines; `sheetsOnly`: the bid sheets (spec 001 'grouped-bids'). */
export async function listMyBids(
  context: AppContext,
  auth: AuthContext,
  query: TBidsQuery,
  sheetsOnly = false,
): Promise<TPage<TBidGroupView>> {
  requireRole(auth, ['Trader']);
  const page = await pageBidGroups(context.db, auth.organisation.id, query, sheetsOnly);
  const [lines, again] = await Promise.all([
    linesOf(
      context.db,
      page.rows.map((row) => row.group.id),
    ),
    rebidsOf(
      context.db,
      page.rows.map(({ group }) => group),
    ),
  ]);
  return { ...page, rows: page.rows.map((row) => presentBidGroup(row, lines, again)) };
}

/** One of the organisation's offers; another organisation's answers 404, as if it did not exist. */
export async function getMyOffer(context: AppContext, auth: AuthContext, offerId: number) {
  requireRole(auth, SELLERS);
  const row = await findOfferView(context.db, auth.organisation.id, offerId);
  if (!row) throw notFound();
  const [quality, again] = await Promise.all([offerQualityOf(context.db, offerId), reoffersOf(context.db, [row.offer])]);
  return presentOfferDetail(row, quality, again);
}

export async function getMyBid(context: AppContext, auth: AuthContext, groupId: number) {
  requireRole(auth, ['Trader']);
  const row = await findBidGroupView(context.db, auth.organisation.id, groupId);
  if (!row) throw notFound();
  const [lines, qualityParameters, again] = await Promise.all([
    linesOf(context.db, [row.group.id]),
    qualityLimitsOf(context.db, row.group.id),
    rebidsOf(context.db, [row.group]),
  ]);
  return presentBidDetail(row, lines, qualityParameters, again);
}

/**
 * spec 001 §7 'create from a bid': a standing bid's terms for a seller's offer that meets it, by
 * the line sold to (what the market bids page lists), without the buyer. A bid that no longer
 * stands, or the caller's own organisation's (it would never trade: no self-trade), is not found.
 */
export async function getBidToSellTo(context: AppContext, auth: AuthContext, bidLineId: number): Promise<TBidToSellTo> {
  requireRole(auth, SELLERS);
  const row = await findStandingBidByLine(context.db, bidLineId, sydneyDate(context.clock.now()));
  if (!row || row.group.organisationId === auth.organisation.id) throw notFound();
  const [lines, qualityParameters] = await Promise.all([linesOf(context.db, [row.group.id]), qualityLimitsOf(context.db, row.group.id)]);
  const {
    lines: views,
    status: _status,
    isBidSheet: _isBidSheet,
    rebidAs: _rebidAs,
    ...terms
  } = presentBidDetail(row, lines, qualityParameters);
  const line = views.find((one) => one.id === bidLineId);
  if (!line) throw notFound();
  return { ...terms, line };
}

/** Another organisation's order answers as if it did not exist. */
export async function cancelOffer(
  context: AppContext,
  auth: AuthContext,
  offerId: number,
  passwordToken: string | undefined,
  claim?: IdempotencyClaim,
) {
  requireRole(auth, SELLERS);
  const offer = await findOwnOffer(context.db, auth.organisation.id, offerId);
  if (!offer) throw notFound();
  await requirePasswordToken(context, auth, passwordToken);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    await claimIn(tx, claim);
    // Only an active offer cancels; one that traded in the meantime stays as it is.
    const rows = await tx
      .update(offers)
      .set({ status: 'cancelled', endedAt: now, updatedAt: now })
      .where(and(eq(offers.id, offer.id), eq(offers.status, 'active')))
      .returning({ id: offers.id });
    if (rows.length === 0) throw conflict('This offer is no longer active.');
    await answerIn(tx, claim, null);
  });
}

export async function cancelBid(
  context: AppContext,
  auth: AuthContext,
  groupId: number,
  passwordToken: string | undefined,
  claim?: IdempotencyClaim,
) {
  requireRole(auth, ['Trader']);
  const group = await findOwnBidGroup(context.db, auth.organisation.id, groupId);
  if (!group) throw notFound();
  await requirePasswordToken(context, auth, passwordToken);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    await claimIn(tx, claim);
    const rows = await tx
      .update(bidGroups)
      .set({ status: 'cancelled', endedAt: now, updatedAt: now })
      .where(and(eq(bidGroups.id, group.id), eq(bidGroups.status, 'active')))
      .returning({ id: bidGroups.id });
    if (rows.length === 0) throw conflict('This bid is no longer active.');
    await answerIn(tx, claim, null);
  });
}

/** The worker's periodic task: orders past their expiry date lapse (spec 001 'lapsed offers/bids'). */
export async function lapseOrders(context: AppContext): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const { organisationIds } = await lapseExpiredOrders(tx, sydneyDate(now), now);
    // Their lists change without a trade or a notification: tell their open screens to refetch.
    const publisher = context.realtime.inTransaction(tx);
    for (const { user } of await activeUsersOf(tx, organisationIds)) {
      await publisher.publishToUser(user.id, 'NotificationChannel', LISTS_CHANGED);
    }
  });
}
