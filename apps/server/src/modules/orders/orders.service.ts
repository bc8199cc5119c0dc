import { sydneyDate } from '@cgx/domain/calendar';
import { dec, tonnes } from '@cgx/domain/decimal';
import type { TOfferGroupView } from '@cgx/domain/orders.schemas';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { bidGroups, offers } from '../../db/schema/orders.ts';
import { type AuthContext, requireRole } from '../../lib/access.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { requirePasswordToken } from '../auth/password-token.service.ts';
import type { IdempotencyClaim } from './idempotency.repository.ts';
import { answerIn, claimIn } from './idempotency.ts';
import { presentBidGroup, presentOffer } from './orders.presenter.ts';
import {
  type ListStatus,
  findBidGroupView,
  findOfferView,
  findOwnBidGroup,
  findOwnOffer,
  lapseExpiredOrders,
  linesOf,
  listBidGroups,
  listOffers,
} from './orders.repository.ts';

const SELLERS = ['Grower', 'Trader', 'Agent'] as const;

/** The caller's organisation's offers only (an agent: also those it placed for clients). */
export async function listMyOffers(context: AppContext, auth: AuthContext, status: ListStatus) {
  requireRole(auth, SELLERS);
  return (await listOffers(context.db, auth.organisation.id, status)).map(presentOffer);
}

/** Offers grouped by season, commodity and delivery period, in the order of their newest offer. */
export async function listMyOfferGroups(context: AppContext, auth: AuthContext, status: ListStatus): Promise<TOfferGroupView[]> {
  const views = await listMyOffers(context, auth, status);
  const groups = new Map<string, TOfferGroupView>();
  for (const view of views) {
    const key = `${view.season?.id}:${view.commodity.id}:${view.deliveryPeriod.id}`;
    const group = groups.get(key) ?? {
      season: view.season,
      commodity: view.commodity,
      deliveryPeriod: view.deliveryPeriod,
      totalQuantity: '0',
      totalRemaining: '0',
      offers: [],
    };
    group.offers.push(view);
    group.totalQuantity = tonnes(dec(group.totalQuantity).plus(view.quantity));
    group.totalRemaining = tonnes(dec(group.totalRemaining).plus(view.remaining));
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Grouped bids (spec 001 'grouped-bids'): the bid sheets, a group with many location lines. */
export async function listMyBidSheets(context: AppContext, auth: AuthContext, status: ListStatus) {
  return (await listMyBids(context, auth, status)).filter((group) => group.isBidSheet);
}

export async function listMyBids(context: AppContext, auth: AuthContext, status: ListStatus) {
  requireRole(auth, ['Trader']);
  const groups = await listBidGroups(context.db, auth.organisation.id, status);
  const lines = await linesOf(
    context.db,
    groups.map((row) => row.group.id),
  );
  return groups.map((row) => presentBidGroup(row, lines));
}

/** One of the organisation's offers; another organisation's answers 404, as if it did not exist. */
export async function getMyOffer(context: AppContext, auth: AuthContext, offerId: number) {
  requireRole(auth, SELLERS);
  const row = await findOfferView(context.db, auth.organisation.id, offerId);
  if (!row) throw notFound();
  return presentOffer(row);
}

export async function getMyBid(context: AppContext, auth: AuthContext, groupId: number) {
  requireRole(auth, ['Trader']);
  const row = await findBidGroupView(context.db, auth.organisation.id, groupId);
  if (!row) throw notFound();
  return presentBidGroup(row, await linesOf(context.db, [row.group.id]));
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
  await lapseExpiredOrders(context.db, sydneyDate(now), now);
}
