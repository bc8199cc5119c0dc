import { sydneyDate } from '@cgx/domain/calendar';
import { tonnes } from '@cgx/domain/decimal';
import { matchIncoming } from '@cgx/domain/matching';
import type { TCreateOfferRequest, TOrderPlaced, TUpdateOfferRequest } from '@cgx/domain/orders.schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { offerQualityValues, offers } from '../../db/schema/orders.ts';
import { sites } from '../../db/schema/reference.ts';
import { type AuthContext, requireRole } from '../../lib/access.ts';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { lockLiveAuthorities } from '../authorisations/authorisations.repository.ts';
import { requireAuthorisedClient } from '../authorisations/authorisations.service.ts';
import { availableOnFarmGrain, farmGrainDrawError } from '../farm-grain/farm-grain-draw.ts';
import { availableOnHolding, holdingDrawError } from '../holdings/holdings.service.ts';
import { recordOfferFeedItem } from '../market-data/market-feed.service.ts';
import { isMarketOpen } from '../market/market-status.service.ts';
import { wakeWorkers } from '../../jobs/wake-workers.ts';
import { type Batch, runInBook } from '../matching/book-sequencer.ts';
import { placeInBook } from '../matching/place-orders.ts';
import { lockRestingBids, toMatchableOffer } from '../matching/book.repository.ts';
import { executeMatch, statusAfter } from '../matching/execute-match.ts';
import { requireClientVerifiedToTrade, requireVerifiedToTrade } from '../organisations/verification.ts';
import { checkIgrainLocation } from './igrain-location.ts';
import { requireOrderRate } from './order-rate-limit.ts';
import type { IdempotencyClaim } from './idempotency.repository.ts';
import { answerIn, claimIn } from './idempotency.ts';
import { checkOrderTerms } from './order-references.ts';
import { findOwnOffer } from './orders.repository.ts';
import { nextSequence, remainingAfterEdit } from './order-edits.ts';

type OfferRow = typeof offers.$inferSelect;
type SiteRow = typeof sites.$inferSelect;

const paymentColumns = (terms: TCreateOfferRequest['paymentTerms']) =>
  terms === null
    ? { paymentTermsKind: 'deferred' as const, paymentTermsDays: null }
    : terms === 'default'
      ? { paymentTermsKind: 'default' as const, paymentTermsDays: null }
      : { paymentTermsKind: 'eow' as const, paymentTermsDays: terms };

/** The seller: the caller's organisation, or for an agent the authorised client it offers for. */
async function sellerOf(context: AppContext, auth: AuthContext, input: TCreateOfferRequest): Promise<number> {
  if (auth.user.role !== 'Agent') return auth.organisation.id;
  if (!input.organisationId) throw fieldError('organisationId', 'Required');
  const authorisation = await requireAuthorisedClient(context, auth, input.organisationId);
  requireClientVerifiedToTrade({ verificationStatus: authorisation.growerVerificationStatus });
  return input.organisationId;
}

/** Everything that needs no lock: role, password, seller, references, quantity rules, location. */
async function checkOffer(context: AppContext, auth: AuthContext, input: TCreateOfferRequest) {
  requireRole(auth, ['Grower', 'Trader', 'Agent']);
  requireVerifiedToTrade(auth.organisation);
  // The order's count against its organisation's rate goes out beside the reference lookup (decision 0074).
  const [{ minQuantity }] = await Promise.all([
    checkOrderTerms(
      context,
      auth,
      {
        ...input,
        gradeIds: [input.gradeId],
        qualityParameters: input.qualityParametersAttributes,
        storages: { field: 'storageId', ids: input.storageId ? [input.storageId] : [] },
      },
      input.passwordToken,
    ),
    requireOrderRate(context, auth),
  ]);
  const sellerId = await sellerOf(context, auth, input);
  if (input.market === 'cgx' && !input.holdingId) throw fieldError('holdingId', 'Required');
  if (input.market === 'igrainx') {
    if (!input.farmGrainId) throw fieldError('farmGrainId', 'Required');
    if (!input.location) throw fieldError('location', 'Required');
    await checkIgrainLocation(context.db, input.location, 'location');
  }
  return { sellerId, minQuantity };
}

/**
 * An edited offer draws again on the seller's grain, up to what is still available besides its
 * own: a cgx offer on a holding (its grade and site), an igrainX offer on grain declared on farm
 * (its grade, when graded). Locks the grain's row, as placing does.
 */
async function drawOnStock(tx: Db, input: TCreateOfferRequest, sellerId: number, quantity: string, editing?: OfferRow) {
  const terms = { organisationId: sellerId, seasonId: input.seasonId, commodityId: input.commodityId };
  if (input.market === 'igrainx' && input.farmGrainId) {
    const grain = (await availableOnFarmGrain(tx, [input.farmGrainId], editing?.id)).get(input.farmGrainId);
    const error = farmGrainDrawError(grain, terms, quantity);
    if (error || !grain) throw error;
    return { gradeId: grain.gradeId ?? input.gradeId ?? null, site: undefined };
  }
  if (input.market !== 'cgx' || !input.holdingId) return { gradeId: input.gradeId ?? null, site: undefined };
  const holding = await availableOnHolding(tx, input.holdingId, { excludeOfferId: editing?.id });
  const error = holdingDrawError(holding, terms, quantity);
  if (error || !holding) throw error;
  const site = await tx.query.sites.findFirst({ where: eq(sites.id, holding.siteId) });
  return { gradeId: holding.gradeId, site };
}

/** The offer's columns from a request: the same for a new, an edited and a re-offered offer. */
function offerTerms(input: TCreateOfferRequest, minQuantity: string, gradeId: number | null, site: SiteRow | undefined) {
  return {
    seasonId: input.seasonId,
    commodityId: input.commodityId,
    gradeId,
    deliveryPeriodId: input.deliveryPeriodId,
    holdingId: input.holdingId ?? null,
    farmGrainId: input.market === 'igrainx' ? (input.farmGrainId ?? null) : null,
    siteId: site?.id ?? null,
    storageId: input.storageId ?? null,
    pricingPoint: input.location?.pricingPoint ?? null,
    deliveredSiteId: input.location?.deliveredSiteId ?? null,
    nearestTown: input.location?.nearestTown ?? null,
    nearestTownCity: input.location?.nearestTownCity ?? null,
    nearestTownDirection: input.location?.nearestTownDirection ?? null,
    nearestTownDistanceRange: input.location?.nearestTownDistanceRange ?? null,
    address: input.location?.address ?? null,
    minQuantity,
    price: input.price,
    expiryDate: input.expiryDate ?? null,
    ...paymentColumns(input.paymentTerms),
    chemicalDeclaration: input.chemicalDeclaration,
    chemicalApplicationDate: input.chemicalApplicationDate ?? null,
    chemicalRate: input.chemicalRate ?? null,
    chemicalTreatment: input.chemicalTreatment ?? null,
    varieties: input.varieties,
    termsAndConditions: input.termsAndConditions,
  };
}

const qualityValuesOf = (input: TCreateOfferRequest) =>
  input.qualityParametersAttributes.map((attribute) => ({ qualityParameterId: attribute.qualityParameterId, value: attribute.amount }));

async function writeQualityValues(tx: Db, offerId: number, input: TCreateOfferRequest) {
  const values = qualityValuesOf(input);
  await tx.delete(offerQualityValues).where(eq(offerQualityValues.offerId, offerId));
  if (values.length > 0) await tx.insert(offerQualityValues).values(values.map((value) => ({ ...value, offerId })));
  return values;
}

/**
 * An offer that is new or has changed meets the book as an incoming order: it trades at once
 * against crossing bids while the market is open, and what is left stands on the public feed.
 */
async function matchOffer(
  context: AppContext,
  tx: Db,
  batch: Batch,
  offer: OfferRow,
  site: SiteRow | undefined,
  values: { qualityParameterId: number; value: string }[],
): Promise<TOrderPlaced> {
  const open = await batch.once(`market-open:${offer.market}`, () => isMarketOpen(context, tx, offer.market));
  if (!open) {
    await recordOfferFeedItem(context, tx, offer.id);
    return { id: offer.id, status: offer.status, remaining: offer.remaining, trades: [], marketOpen: false };
  }
  const key = {
    market: offer.market,
    seasonId: offer.seasonId,
    commodityId: offer.commodityId,
    deliveryPeriodIds: [offer.deliveryPeriodId],
  };
  const resting = await lockRestingBids(tx, key, sydneyDate(context.clock.now()), batch);
  const incoming = toMatchableOffer(offer, site ? { portZoneId: site.portZoneId, portDifferential: site.portDifferential } : null, values);
  const result = matchIncoming({ side: 'offer', order: incoming }, resting);
  const trades = await executeMatch(context, tx, result, { side: 'offer', id: offer.id }, batch);
  const status = statusAfter({ remaining: result.incomingRemaining, closed: result.incomingClosed });
  // The public feed shows an offer that still stands; one that traded at once shows as its trades.
  if (status === 'active') await recordOfferFeedItem(context, tx, offer.id);
  return { id: offer.id, status, remaining: tonnes(result.incomingRemaining), trades, marketOpen: true };
}

/**
 * A firm offer (design §5). Growers and traders offer their own grain; an agent offers for an
 * authorised client. A cgx offer draws on a holding, an igrainX offer on grain declared on farm
 * (decision 0072), and neither can exceed what is still available;
 * it trades at once against crossing bids while the market is open. A re-offer is a new offer
 * made from an offer that is no longer active, and remembers it.
 */
export async function placeOffer(
  context: AppContext,
  auth: AuthContext,
  input: TCreateOfferRequest,
  reofferOf?: OfferRow,
  claim?: IdempotencyClaim,
): Promise<TOrderPlaced> {
  const { sellerId, minQuantity } = await checkOffer(context, auth, input);
  // An offer takes its grade (and a cgx offer its site) from the grain it draws on, checked in the book (placeOrders).
  return placeInBook(context, input, {
    side: 'offer',
    values: {
      market: input.market,
      organisationId: sellerId,
      agentOrganisationId: auth.user.role === 'Agent' ? auth.organisation.id : null,
      createdByUserId: auth.user.id,
      ...offerTerms(input, minQuantity, input.gradeId ?? null, undefined),
      quantity: input.quantity,
      remaining: input.quantity,
      reofferOfId: reofferOf?.id ?? null,
      createdAt: context.clock.now(),
    },
    qualityValues: qualityValuesOf(input),
    claim,
  });
}

/**
 * PUT /api/offers/:id. An active offer takes the new terms (spec 001 'edited'); with `reoffer`,
 * an offer that is no longer active is offered again as a new offer ('re-offered (lapsed
 * offers)'). An edit keeps the offer's trades: the new quantity is the whole offer, so what is
 * left is the new quantity less the tonnes already traded. The edited offer goes to the back of
 * the queue at its price (time priority is earned by not changing) and meets the book again.
 */
export async function updateOffer(
  context: AppContext,
  auth: AuthContext,
  offerId: number,
  input: TUpdateOfferRequest,
  claim?: IdempotencyClaim,
) {
  requireRole(auth, ['Grower', 'Trader', 'Agent']);
  const existing = await findOwnOffer(context.db, auth.organisation.id, offerId);
  if (!existing) throw notFound();
  if (input.reoffer) {
    if (existing.status === 'active') throw conflict('This offer is still active: edit it instead.');
    return placeOffer(context, auth, { ...input, market: existing.market, organisationId: existing.organisationId }, existing, claim);
  }
  if (existing.status !== 'active') throw conflict('This offer is no longer active.');
  if (input.market !== existing.market) throw fieldError('market', 'Can not be changed');
  const { sellerId, minQuantity } = await checkOffer(context, auth, { ...input, organisationId: existing.organisationId });
  const placed = await runInBook(context.db, input, async (tx, batch) => {
    await claimIn(tx, claim);
    // An agent's authority is share-locked before the offer's row, in the order placing and revoking take them (decision 0073).
    if (auth.user.role === 'Agent' && existing.agentOrganisationId) {
      const pair = { agentOrganisationId: existing.agentOrganisationId, growerOrganisationId: existing.organisationId };
      if ((await lockLiveAuthorities(tx, [pair])).length === 0) throw forbidden();
    }
    const [current] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
    if (current?.status !== 'active') throw conflict('This offer is no longer active.');
    const remaining = remainingAfterEdit(current, input.quantity, minQuantity);
    const { gradeId, site } = await drawOnStock(tx, input, sellerId, remaining, current);
    const [offer] = await tx
      .update(offers)
      .set({
        ...offerTerms(input, minQuantity, gradeId, site),
        quantity: input.quantity,
        remaining,
        updatedAt: context.clock.now(),
        sequence: nextSequence,
      })
      .where(eq(offers.id, offerId))
      .returning();
    if (!offer) throw new Error('offer update returned nothing');
    return answerIn(tx, claim, await matchOffer(context, tx, batch, offer, site, await writeQualityValues(tx, offer.id, input)));
  });
  // The edit traded: the workers announce it now rather than at their next poll (decision 0085).
  if (placed.trades.length > 0) wakeWorkers(context);
  return placed;
}
