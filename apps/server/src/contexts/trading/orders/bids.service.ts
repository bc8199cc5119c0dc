import type { QualityLimit } from '@cgx/domain/matching';
import type { TCreateBidRequest, TOrderPlaced, TUpdateBidRequest } from '@cgx/domain/orders.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { bidGroups, bidLines, bidQualityLimits } from '../../../db/schema/orders.ts';
import { portZones } from '../../../db/schema/reference.ts';
import { type AuthContext, requireRole } from '../../../lib/access.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { editInBook, placeInBook } from '../matching/index.ts';
import { requireVerifiedToTrade } from '../../identity/index.ts';
import { featureFlags } from '../../../platform/settings/index.ts';
import { deliveredSiteErrors, townErrors } from './igrain-location.ts';
import { nextSequence, remainingAfterEdit } from './order-edits.ts';
import { checkOrderTerms } from './order-references.ts';
import { requireOrderRate } from './order-rate-limit.ts';
import type { IdempotencyClaim } from './idempotency.repository.ts';
import { answerIn, claimIn } from './idempotency.ts';
import { findOwnBidGroup, rebidsOf } from './orders.repository.ts';

type GroupRow = typeof bidGroups.$inferSelect;
type LineInput = TCreateBidRequest['bidsAttributes'][number];

/** An edit may send a line with `delete: true`: it is removed, not checked. */
const isRemoved = (line: TCreateBidRequest['bidsAttributes'][number] | TUpdateBidRequest['bidsAttributes'][number]) =>
  'delete' in line && line.delete;

/**
 * Where each line is, against the server's data: a cgx line's site or port zone exists, an igrainX
 * line's town is in the gazetteer and its delivered site is active. That every line names a place
 * is the shared schema's rule (bidLinesProblems).
 */
async function checkLines(db: Db, input: TCreateBidRequest | TUpdateBidRequest, differentials: Map<number, string>): Promise<void> {
  const errors: Record<string, string[]> = {};
  const lines = input.bidsAttributes.filter((line) => !isRemoved(line));
  const zoneIds = lines.flatMap((line) => (line.portZoneId ? [line.portZoneId] : []));
  const foundZones = zoneIds.length ? await db.select({ id: portZones.id }).from(portZones).where(inArray(portZones.id, zoneIds)) : [];
  const delivered: { at: string; deliveredSiteId: number }[] = [];
  input.bidsAttributes.forEach((line, index) => {
    if (isRemoved(line)) return;
    const at = (field: string) => `bidsAttributes.${index}.${field}`;
    if (input.market === 'cgx') {
      if (line.siteId && !differentials.has(line.siteId)) errors[at('siteId')] = ['Choose a site'];
      if (line.portZoneId && !foundZones.some((zone) => zone.id === line.portZoneId)) errors[at('portZoneId')] = ['Choose a port zone'];
    } else {
      const pricingPoint = line.location?.pricingPoint ?? input.pricingPoint;
      Object.assign(errors, townErrors(line.location ?? {}, pricingPoint, at('location')));
      if (pricingPoint === 'Delivered' && line.location?.deliveredSiteId) {
        delivered.push({ at: at('location'), deliveredSiteId: line.location.deliveredSiteId });
      }
    }
  });
  Object.assign(errors, await deliveredSiteErrors(db, delivered));
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

/** Everything that needs no lock: role, password, the bid-sheet flag, references, quantity rules, lines. */
async function checkBid(context: AppContext, auth: AuthContext, input: TCreateBidRequest | TUpdateBidRequest) {
  requireRole(auth, ['Trader']);
  requireVerifiedToTrade(auth.organisation);
  const lines = input.bidsAttributes.filter((line) => !isRemoved(line));
  // The order's count against its organisation's rate goes out beside the reference lookup (decision 0074).
  const [{ minQuantity, limitKinds, differentials }] = await Promise.all([
    checkOrderTerms(
      context,
      auth,
      {
        ...input,
        gradeIds: input.bidsAttributes.map((line) => line.gradeId),
        siteIds: lines.flatMap((line) => (line.siteId ? [line.siteId] : [])),
        storages: { field: 'storageIds', ids: input.storageIds },
        qualityParameters: input.qualityParametersAttributes,
      },
      input.passwordToken,
    ),
    requireOrderRate(context, auth),
  ]);
  // spec 000 §6: bid sheets (many lines) need the bidSheets feature flag.
  if (lines.length > 1 && !(await featureFlags.read(context.db)).bidSheets) throw forbidden();
  await checkLines(context.db, input, differentials);
  return { minQuantity, differentials, isBidSheet: lines.length > 1, limitKinds };
}

/** The group's columns from a request: the same for a new, an edited and a rebid bid. */
const groupTerms = (input: TCreateBidRequest, minQuantity: string, isBidSheet: boolean) => ({
  seasonId: input.seasonId,
  commodityId: input.commodityId,
  deliveryPeriodId: input.deliveryPeriodId,
  minQuantity,
  expiryDate: input.expiryDate ?? null,
  paymentTerms: input.paymentTerms,
  storageIds: input.storageIds,
  varietyIds: input.varietyIds,
  termsAndConditions: input.termsAndConditions,
  chemicalDeclaration: input.chemicalDeclaration,
  chemicalApplicationDate: input.chemicalApplicationDate ?? null,
  chemicalRate: input.chemicalRate ?? null,
  chemicalTreatment: input.chemicalTreatment ?? null,
  pricingPoint: input.pricingPoint ?? null,
  isBidSheet,
});

const lineColumns = (input: TCreateBidRequest, line: LineInput) => ({
  gradeId: line.gradeId ?? null,
  siteId: line.siteId ?? null,
  portZoneId: line.siteId ? null : (line.portZoneId ?? null),
  deliveredSiteId: line.location?.deliveredSiteId ?? null,
  nearestTown: line.location?.nearestTown ?? null,
  nearestTownCity: line.location?.nearestTownCity ?? null,
  nearestTownDirection: line.location?.nearestTownDirection ?? null,
  nearestTownDistanceRange: line.location?.nearestTownDistanceRange ?? null,
  address: line.location?.address ?? null,
  pricingPoint: line.location?.pricingPoint ?? input.pricingPoint ?? null,
  price: line.price,
});

/** The group's quality limits, replaced by the request's; answered with each parameter's kind of limit (from checkBid). */
async function writeQualityLimits(tx: Db, groupId: number, input: TCreateBidRequest, limitKinds: Map<number, QualityLimit['limit']>) {
  await tx.delete(bidQualityLimits).where(eq(bidQualityLimits.bidGroupId, groupId));
  if (input.qualityParametersAttributes.length > 0) {
    await tx
      .insert(bidQualityLimits)
      .values(
        input.qualityParametersAttributes.map(({ qualityParameterId, amount }) => ({ bidGroupId: groupId, qualityParameterId, amount })),
      );
  }
  return input.qualityParametersAttributes.map((attribute) => ({
    qualityParameterId: attribute.qualityParameterId,
    amount: attribute.amount,
    limit: limitKinds.get(attribute.qualityParameterId) ?? ('Minimum' as const),
  }));
}

/**
 * A firm bid: a group of shared terms with one or more lines (a bid sheet has many). It trades
 * at once against crossing offers while the market is open; its lines share its quantity. A
 * rebid is a new bid made from a bid that is no longer active, and remembers it.
 */
export async function placeBid(
  context: AppContext,
  auth: AuthContext,
  input: TCreateBidRequest,
  rebidOf?: GroupRow,
  claim?: IdempotencyClaim,
): Promise<TOrderPlaced> {
  const { minQuantity, differentials, isBidSheet, limitKinds } = await checkBid(context, auth, input);
  return placeInBook(context, input, {
    side: 'bid',
    values: {
      market: input.market,
      organisationId: auth.organisation.id,
      createdByUserId: auth.user.id,
      ...groupTerms(input, minQuantity, isBidSheet),
      quantity: input.quantity,
      remaining: input.quantity,
      rebidOfId: rebidOf?.id ?? null,
      createdAt: context.clock.now(),
    },
    lines: input.bidsAttributes.map((line) => lineColumns(input, line)),
    qualityLimits: input.qualityParametersAttributes.map(({ qualityParameterId, amount }) => ({
      qualityParameterId,
      amount,
      limit: limitKinds.get(qualityParameterId) ?? 'Minimum',
    })),
    differentials,
    claim,
  });
}

/** POST /api/bids/:id/rebid (spec 001 §7): a lapsed (or otherwise ended) bid placed again as a new bid. */
export async function rebid(
  context: AppContext,
  auth: AuthContext,
  groupId: number,
  input: TCreateBidRequest,
  claim?: IdempotencyClaim,
): Promise<TOrderPlaced> {
  requireRole(auth, ['Trader']);
  const source = await findOwnBidGroup(context.db, auth.organisation.id, groupId);
  if (!source) throw notFound();
  if (source.status === 'active') throw conflict('This bid is still active: edit it instead.');
  // A bid is placed again once: its rebid is the one to bid again (issue 24; decision 0206).
  if ((await rebidsOf(context.db, [source])).has(source.id)) throw conflict('This bid has already been rebid.');
  // The schema checked the lines for the market the body names: it must be the bid's.
  if (input.market !== source.market) throw badRequest({ market: ['Can not be changed'] });
  return placeBid(context, auth, input, source, claim);
}

/**
 * PUT /api/bids/:id: an active bid takes the new terms and lines (spec 001 §4: existing lines
 * left out of the request are removed). Its trades stay: the new quantity is the whole bid, so
 * what is left is the new quantity less the tonnes already traded. The edited bid goes to the
 * back of the queue at its prices and meets the book again.
 */
export async function updateBid(
  context: AppContext,
  auth: AuthContext,
  groupId: number,
  input: TUpdateBidRequest,
  claim?: IdempotencyClaim,
): Promise<TOrderPlaced> {
  requireRole(auth, ['Trader']);
  const existing = await findOwnBidGroup(context.db, auth.organisation.id, groupId);
  if (!existing) throw notFound();
  if (existing.status !== 'active') throw conflict('This bid is no longer active.');
  if (input.market !== existing.market) throw badRequest({ market: ['Can not be changed'] });
  const { minQuantity, differentials, isBidSheet, limitKinds } = await checkBid(context, auth, input);
  return editInBook(context, input, async (tx, match) => {
    await claimIn(tx, claim);
    const [current] = await tx.select().from(bidGroups).where(eq(bidGroups.id, groupId)).for('update');
    if (current?.status !== 'active') throw conflict('This bid is no longer active.');
    const remaining = remainingAfterEdit(current, input.quantity, minQuantity);
    await writeLines(tx, groupId, input);
    const [group] = await tx
      .update(bidGroups)
      .set({
        ...groupTerms(input, minQuantity, isBidSheet),
        quantity: input.quantity,
        remaining,
        updatedAt: context.clock.now(),
        sequence: nextSequence,
      })
      .where(eq(bidGroups.id, groupId))
      .returning();
    if (!group) throw new Error('bid group update returned nothing');
    return answerIn(tx, claim, await match.bid(group, differentials, await writeQualityLimits(tx, group.id, input, limitKinds)));
  });
}

/** Lines with an id change (or go, with `delete`); lines without one are added; the group's other lines go. */
async function writeLines(tx: Db, groupId: number, input: TUpdateBidRequest): Promise<void> {
  const existing = await tx
    .select({ id: bidLines.id })
    .from(bidLines)
    .where(and(eq(bidLines.bidGroupId, groupId), eq(bidLines.deleted, false)));
  const ours = new Set(existing.map((line) => line.id));
  const errors: Record<string, string[]> = {};
  input.bidsAttributes.forEach((line, index) => {
    if (line.id !== undefined && !ours.has(line.id)) errors[`bidsAttributes.${index}.id`] = ['Not a line of this bid'];
  });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const kept = new Set(input.bidsAttributes.flatMap((line) => (line.id !== undefined && !line.delete ? [line.id] : [])));
  const gone = [...ours].filter((id) => !kept.has(id));
  if (gone.length > 0) await tx.update(bidLines).set({ deleted: true }).where(inArray(bidLines.id, gone));
  for (const line of input.bidsAttributes) {
    if (line.delete) continue;
    if (line.id === undefined) await tx.insert(bidLines).values({ bidGroupId: groupId, ...lineColumns(input, line) });
    else await tx.update(bidLines).set(lineColumns(input, line)).where(eq(bidLines.id, line.id));
  }
}
