import { paymentTermsFromPayload, paymentTermsToColumns } from '@cgx/domain/payment-terms';
import type { TCreateOfferRequest, TOrderPlaced, TUpdateOfferRequest } from '@cgx/domain/orders.schemas';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { offerQualityValues, offers } from '../../../db/schema/orders.ts';
import { sites } from '../../../db/schema/reference.ts';
import { type AuthContext, requireRole } from '../../../lib/access.ts';
import { conflict, fieldError, forbidden, notFound } from '../../../lib/errors.ts';
import {
  lockLiveAuthorities,
  requireAuthorisedClient,
  requireClientVerifiedToTrade,
  requireVerifiedToTrade,
} from '../../identity/index.ts';
import { availableOnFarmGrain, farmGrainDrawError } from '../farm-grain/farm-grain-draw.ts';
import { availableOnHolding, holdingDrawError } from '../holdings/holdings.service.ts';
import { editInBook, placeInBook } from '../matching/index.ts';
import { checkIgrainLocation } from './igrain-location.ts';
import { requireOrderRate } from './order-rate-limit.ts';
import type { IdempotencyClaim } from './idempotency.repository.ts';
import { answerIn, claimIn } from './idempotency.ts';
import { checkOrderTerms } from './order-references.ts';
import { findOwnOffer, reoffersOf } from './orders.repository.ts';
import { nextSequence, remainingAfterEdit } from './order-edits.ts';

type OfferRow = typeof offers.$inferSelect;
type SiteRow = typeof sites.$inferSelect;

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
  // The schema required the holding, or the farm grain and the location (offerSourceProblems).
  if (input.market === 'igrainx' && input.location) await checkIgrainLocation(context.db, input.location, 'location');
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
    ...paymentTermsToColumns(paymentTermsFromPayload(input.paymentTerms)),
    chemicalDeclaration: input.chemicalDeclaration,
    chemicalApplicationDate: input.chemicalApplicationDate ?? null,
    chemicalRate: input.chemicalRate ?? null,
    chemicalTreatment: input.chemicalTreatment ?? null,
    varietyIds: input.varietyIds,
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
  if (input.reoffer && existing.status === 'active') throw conflict('This offer is still active: edit it instead.');
  // An offer is offered again once: its re-offer is the one to offer again (issue 24; decision 0206).
  if (input.reoffer && (await reoffersOf(context.db, [existing])).has(existing.id)) {
    throw conflict('This offer has already been re-offered.');
  }
  // The schema checked the offer for the market the body names: it must be the offer's.
  if (input.market !== existing.market) throw fieldError('market', 'Can not be changed');
  if (input.reoffer) return placeOffer(context, auth, { ...input, organisationId: existing.organisationId }, existing, claim);
  if (existing.status !== 'active') throw conflict('This offer is no longer active.');
  const { sellerId, minQuantity } = await checkOffer(context, auth, { ...input, organisationId: existing.organisationId });
  return editInBook(context, input, async (tx, match) => {
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
    return answerIn(tx, claim, await match.offer(offer, site, await writeQualityValues(tx, offer.id, input)));
  });
}
