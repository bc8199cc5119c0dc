import { sydneyDate } from '@cgx/domain/calendar';
import { matchIncoming } from '@cgx/domain/matching';
import type { TCreateOfferRequest, TOrderPlaced } from '@cgx/domain/orders.schemas';
import { dec } from '@cgx/domain/decimal';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { offerQualityValues, offers } from '../../db/schema/orders.ts';
import { sites } from '../../db/schema/reference.ts';
import { type AuthContext, requireRole } from '../../lib/access.ts';
import { badRequest, fieldError } from '../../lib/errors.ts';
import { requirePasswordToken } from '../auth/password-token.service.ts';
import { requireAuthorisedClient } from '../authorisations/authorisations.service.ts';
import { availableOnHolding } from '../holdings/holdings.service.ts';
import { recordOfferFeedItem } from '../market-data/market-feed.service.ts';
import { isMarketOpen } from '../market/market-status.service.ts';
import { lockBook } from '../matching/book-lock.ts';
import { lockRestingBids, toMatchableOffer } from '../matching/book.repository.ts';
import { executeMatch } from '../matching/execute-match.ts';
import { checkOrderTerms } from './order-references.ts';

const paymentColumns = (terms: TCreateOfferRequest['paymentTerms']) =>
  terms === null
    ? { paymentTermsKind: 'deferred' as const, paymentTermsDays: null }
    : terms === 'default'
      ? { paymentTermsKind: 'default' as const, paymentTermsDays: null }
      : { paymentTermsKind: 'eow' as const, paymentTermsDays: terms };

/**
 * A firm offer (design §5). Growers and traders offer their own grain; an agent offers for an
 * authorised client. A cgx offer draws on a holding and cannot exceed what is still available;
 * it trades at once against crossing bids while the market is open.
 */
export async function placeOffer(context: AppContext, auth: AuthContext, input: TCreateOfferRequest): Promise<TOrderPlaced> {
  requireRole(auth, ['Grower', 'Trader', 'Agent']);
  await requirePasswordToken(context, auth, input.passwordToken);
  let sellerId = auth.organisation.id;
  if (auth.user.role === 'Agent') {
    if (!input.organisationId) throw fieldError('organisationId', 'Required');
    await requireAuthorisedClient(context, auth, input.organisationId);
    sellerId = input.organisationId;
  }
  const { minQuantity } = await checkOrderTerms(context, context.db, {
    ...input,
    gradeIds: [input.gradeId],
    qualityParameterIds: input.qualityParametersAttributes.map((attribute) => attribute.qualityParameterId),
  });
  if (input.market === 'cgx' && !input.holdingId) throw fieldError('holdingId', 'Required');
  if (input.market === 'igrainx' && !input.location) throw fieldError('location', 'Required');

  return context.db.transaction(async (tx) => {
    await lockBook(tx, input.market, input.seasonId, input.commodityId);
    let site: typeof sites.$inferSelect | undefined;
    let gradeId = input.gradeId ?? null;
    if (input.market === 'cgx' && input.holdingId) {
      const holding = await availableOnHolding(tx, input.holdingId);
      if (!holding || holding.organisationId !== sellerId) throw fieldError('holdingId', 'Choose grain you hold');
      if (holding.seasonId !== input.seasonId || holding.commodityId !== input.commodityId) {
        throw badRequest({ holdingId: ['This grain is of another season or commodity'] });
      }
      if (dec(input.quantity).greaterThan(holding.available)) {
        throw fieldError('quantity', `Can not be more than the ${holding.available} mt available`);
      }
      gradeId = holding.gradeId;
      site = await tx.query.sites.findFirst({ where: eq(sites.id, holding.siteId) });
    }
    const [offer] = await tx
      .insert(offers)
      .values({
        market: input.market,
        organisationId: sellerId,
        agentOrganisationId: auth.user.role === 'Agent' ? auth.organisation.id : null,
        createdByUserId: auth.user.id,
        seasonId: input.seasonId,
        commodityId: input.commodityId,
        gradeId,
        deliveryPeriodId: input.deliveryPeriodId,
        holdingId: input.holdingId ?? null,
        siteId: site?.id ?? null,
        storageId: input.storageId ?? null,
        ...(input.location ?? {}),
        quantity: input.quantity,
        remaining: input.quantity,
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
        createdAt: context.clock.now(),
      })
      .returning();
    if (!offer) throw new Error('offer insert returned nothing');
    const values = input.qualityParametersAttributes.map((attribute) => ({
      qualityParameterId: attribute.qualityParameterId,
      value: attribute.amount,
    }));
    if (values.length > 0) await tx.insert(offerQualityValues).values(values.map((value) => ({ ...value, offerId: offer.id })));

    const open = await isMarketOpen(context, tx, input.market);
    if (!open) {
      await recordOfferFeedItem(context, tx, offer.id);
      return { id: offer.id, status: offer.status, remaining: offer.remaining, trades: [], marketOpen: false };
    }
    const key = {
      market: input.market,
      seasonId: input.seasonId,
      commodityId: input.commodityId,
      deliveryPeriodId: input.deliveryPeriodId,
    };
    const resting = await lockRestingBids(tx, key, sydneyDate(context.clock.now()));
    const incoming = toMatchableOffer(
      offer,
      site ? { portZoneId: site.portZoneId, portDifferential: site.portDifferential } : null,
      values,
    );
    const result = matchIncoming({ side: 'offer', order: incoming }, resting);
    const trades = await executeMatch(context, tx, result, { side: 'offer', id: offer.id });
    const after = await tx.query.offers.findFirst({ where: eq(offers.id, offer.id) });
    // The public feed shows an offer that still stands; one that traded at once shows as its trades.
    if (after?.status === 'active') await recordOfferFeedItem(context, tx, offer.id);
    return {
      id: offer.id,
      status: after?.status ?? offer.status,
      remaining: after?.remaining ?? offer.remaining,
      trades,
      marketOpen: true,
    };
  });
}
