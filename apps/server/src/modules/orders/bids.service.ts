import { sydneyDate } from '@cgx/domain/calendar';
import { matchIncoming } from '@cgx/domain/matching';
import { MSG } from '@cgx/domain/messages';
import type { TCreateBidRequest, TOrderPlaced } from '@cgx/domain/orders.schemas';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { bidGroups, bidLines, bidQualityLimits } from '../../db/schema/orders.ts';
import { commodities, deliveryPeriods, portZones, qualityParameters, sites } from '../../db/schema/reference.ts';
import { type AuthContext, requireRole } from '../../lib/access.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { requirePasswordToken } from '../auth/password-token.service.ts';
import { isMarketOpen } from '../market/market-status.service.ts';
import { readFeatureFlags } from '../settings/feature-flags.repository.ts';
import { alertGrowersOfBid } from '../matching/bid-alerts.ts';
import { lockBook } from '../matching/book-lock.ts';
import { lockRestingOffers, toMatchableBid } from '../matching/book.repository.ts';
import { executeMatch } from '../matching/execute-match.ts';
import { checkOrderTerms } from './order-references.ts';

/** Each line needs a location: cgx a site or a port zone that exists; igrainX a pricing point and a place. */
async function checkLines(db: Db, input: TCreateBidRequest): Promise<Map<number, string>> {
  const errors: Record<string, string[]> = {};
  const siteIds = input.bidsAttributes.flatMap((line) => (line.siteId ? [line.siteId] : []));
  const zoneIds = input.bidsAttributes.flatMap((line) => (line.portZoneId ? [line.portZoneId] : []));
  const foundSites = siteIds.length
    ? await db.select({ id: sites.id, differential: sites.portDifferential }).from(sites).where(inArray(sites.id, siteIds))
    : [];
  const foundZones = zoneIds.length ? await db.select({ id: portZones.id }).from(portZones).where(inArray(portZones.id, zoneIds)) : [];
  input.bidsAttributes.forEach((line, index) => {
    const at = (field: string) => `bidsAttributes.${index}.${field}`;
    if (input.market === 'cgx') {
      if (!line.siteId && !line.portZoneId) errors[at('siteId')] = [MSG.required];
      if (line.siteId && !foundSites.some((site) => site.id === line.siteId)) errors[at('siteId')] = ['Choose a site'];
      if (line.portZoneId && !foundZones.some((zone) => zone.id === line.portZoneId)) errors[at('portZoneId')] = ['Choose a port zone'];
    } else {
      const pricingPoint = line.location?.pricingPoint ?? input.pricingPoint;
      if (!pricingPoint) errors[at('location.pricingPoint')] = [MSG.required];
      if (pricingPoint === 'Delivered' && !line.location?.deliveredSiteId) errors[at('location.deliveredSiteId')] = [MSG.required];
      if (pricingPoint && pricingPoint !== 'Delivered' && !line.location?.nearestTown && !line.location?.address) {
        errors[at('location.nearestTown')] = [MSG.required];
      }
    }
  });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return new Map(foundSites.map((site) => [site.id, site.differential]));
}

/**
 * A firm bid: a group of shared terms with one or more lines (a bid sheet has many). It trades
 * at once against crossing offers while the market is open; its lines share its quantity.
 */
export async function placeBid(context: AppContext, auth: AuthContext, input: TCreateBidRequest): Promise<TOrderPlaced> {
  requireRole(auth, ['Trader']);
  await requirePasswordToken(context, auth, input.passwordToken);
  // spec 000 §6: bid sheets (many lines) need the bidSheets feature flag.
  if (input.bidsAttributes.length > 1 && !(await readFeatureFlags(context.db)).bidSheets) throw forbidden();
  const { minQuantity } = await checkOrderTerms(context, context.db, {
    ...input,
    gradeIds: input.bidsAttributes.map((line) => line.gradeId),
    qualityParameterIds: input.qualityParametersAttributes.map((attribute) => attribute.qualityParameterId),
  });
  const differentials = await checkLines(context.db, input);

  return context.db.transaction(async (tx) => {
    await lockBook(tx, input.market, input.seasonId, input.commodityId);
    const [group] = await tx
      .insert(bidGroups)
      .values({
        market: input.market,
        organisationId: auth.organisation.id,
        createdByUserId: auth.user.id,
        seasonId: input.seasonId,
        commodityId: input.commodityId,
        deliveryPeriodId: input.deliveryPeriodId,
        quantity: input.quantity,
        remaining: input.quantity,
        minQuantity,
        expiryDate: input.expiryDate ?? null,
        paymentTerms: input.paymentTerms,
        storageIds: input.storageIds,
        varieties: input.varieties,
        termsAndConditions: input.termsAndConditions,
        chemicalDeclaration: input.chemicalDeclaration,
        chemicalApplicationDate: input.chemicalApplicationDate ?? null,
        chemicalRate: input.chemicalRate ?? null,
        chemicalTreatment: input.chemicalTreatment ?? null,
        pricingPoint: input.pricingPoint ?? null,
        isBidSheet: input.bidsAttributes.length > 1,
        createdAt: context.clock.now(),
      })
      .returning();
    if (!group) throw new Error('bid group insert returned nothing');
    const lines = await tx
      .insert(bidLines)
      .values(
        input.bidsAttributes.map((line) => ({
          bidGroupId: group.id,
          gradeId: line.gradeId ?? null,
          siteId: line.siteId ?? null,
          portZoneId: line.siteId ? null : (line.portZoneId ?? null),
          ...(line.location ?? {}),
          pricingPoint: line.location?.pricingPoint ?? input.pricingPoint ?? null,
          price: line.price,
        })),
      )
      .returning();
    const limits = input.qualityParametersAttributes.length
      ? await tx
          .select({ id: qualityParameters.id, limit: qualityParameters.limit })
          .from(qualityParameters)
          .where(
            inArray(
              qualityParameters.id,
              input.qualityParametersAttributes.map((attribute) => attribute.qualityParameterId),
            ),
          )
      : [];
    const qualityLimits = input.qualityParametersAttributes.map((attribute) => ({
      qualityParameterId: attribute.qualityParameterId,
      amount: attribute.amount,
      limit: limits.find((row) => row.id === attribute.qualityParameterId)?.limit ?? ('Minimum' as const),
    }));
    if (qualityLimits.length > 0) {
      await tx
        .insert(bidQualityLimits)
        .values(qualityLimits.map(({ qualityParameterId, amount }) => ({ bidGroupId: group.id, qualityParameterId, amount })));
    }

    const [commodity, period] = await Promise.all([
      tx.query.commodities.findFirst({ where: eq(commodities.id, group.commodityId) }),
      tx.query.deliveryPeriods.findFirst({ where: eq(deliveryPeriods.id, group.deliveryPeriodId) }),
    ]);
    await alertGrowersOfBid(context, tx, group, lines, commodity?.name ?? '', period?.name ?? '');

    const open = await isMarketOpen(context, tx, input.market);
    if (!open) return { id: group.id, status: group.status, remaining: group.remaining, trades: [], marketOpen: false };
    const key = {
      market: input.market,
      seasonId: input.seasonId,
      commodityId: input.commodityId,
      deliveryPeriodId: input.deliveryPeriodId,
    };
    const resting = await lockRestingOffers(tx, key, sydneyDate(context.clock.now()));
    const incoming = lines.map((line) =>
      toMatchableBid(group, line, line.siteId ? (differentials.get(line.siteId) ?? null) : null, qualityLimits),
    );
    const result = matchIncoming({ side: 'bid', order: incoming }, resting);
    const trades = await executeMatch(context, tx, result, { side: 'bid', id: group.id });
    const after = await tx.query.bidGroups.findFirst({ where: eq(bidGroups.id, group.id) });
    return {
      id: group.id,
      status: after?.status ?? group.status,
      remaining: after?.remaining ?? group.remaining,
      trades,
      marketOpen: true,
    };
  });
}
