import {
  bidPaymentTermsForMatching,
  type MatchableBid,
  type MatchableOffer,
  offerPaymentTermsForMatching,
  type QualityLimit,
} from '@cgx/domain/matching';
import { paymentTermsFromColumns } from '@cgx/domain/payment-terms';
import { portEquivalent } from '@cgx/domain/pricing';
import { qualityParameters } from '../../../db/schema/reference.ts';
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { prepared } from '../../../db/prepared.ts';
import { together } from '../../../db/together.ts';
import { bidGroups, bidLines, bidQualityLimits, offerQualityValues, offers } from '../../../db/schema/orders.ts';
import { sites } from '../../../db/schema/reference.ts';
import { rememberRows } from './batch-rows.ts';
import type { Batch } from './book-sequencer.ts';

/** Part of a book: its orders for some delivery periods (orders of different periods never match). */
export type BookKey = { market: 'cgx' | 'igrainx'; seasonId: number; commodityId: number; deliveryPeriodIds: number[] };
type GroupRow = typeof bidGroups.$inferSelect;
type LineRow = typeof bidLines.$inferSelect;
type OfferRow = typeof offers.$inferSelect;

/**
 * design §5 price basis: cgx compares port equivalents. A site line's price is at the site (plus
 * the site's port differential); a port-zone line's price is already at port.
 */
function bidComparisonPrice(line: LineRow, siteDifferential: string | null): string {
  return line.siteId !== null && siteDifferential !== null ? portEquivalent(line.price, siteDifferential) : line.price;
}

export function toMatchableBid(group: GroupRow, line: LineRow, siteDifferential: string | null, limits: QualityLimit[]): MatchableBid {
  return {
    lineId: line.id,
    groupId: group.id,
    market: group.market,
    organisationId: group.organisationId,
    seasonId: group.seasonId,
    commodityId: group.commodityId,
    deliveryPeriodId: group.deliveryPeriodId,
    gradeId: line.gradeId,
    qualityLimits: limits,
    varietyIds: group.varietyIds,
    storageIds: group.storageIds,
    ...bidPaymentTermsForMatching(group.paymentTerms),
    termsAndConditions: group.termsAndConditions,
    chemicalDeclaration: group.chemicalDeclaration,
    location:
      group.market === 'cgx'
        ? { kind: 'cgx', siteId: line.siteId, portZoneId: line.portZoneId }
        : {
            kind: 'igrainx',
            pricingPoint: line.pricingPoint ?? group.pricingPoint ?? 'Ex Farm',
            deliveredSiteId: line.deliveredSiteId,
            nearestTown: line.nearestTown,
            direction: line.nearestTownDirection,
            distanceRange: line.nearestTownDistanceRange,
          },
    price: group.market === 'cgx' ? bidComparisonPrice(line, siteDifferential) : line.price,
    remaining: group.remaining,
    minQuantity: group.minQuantity,
    sequence: group.sequence,
  };
}

export function toMatchableOffer(
  offer: OfferRow,
  site: { portZoneId: number; portDifferential: string } | null,
  values: { qualityParameterId: number; value: string }[],
): MatchableOffer {
  return {
    offerId: offer.id,
    market: offer.market,
    organisationId: offer.organisationId,
    seasonId: offer.seasonId,
    commodityId: offer.commodityId,
    deliveryPeriodId: offer.deliveryPeriodId,
    gradeId: offer.gradeId,
    qualityValues: values,
    varietyId: offer.varietyIds[0] ?? null,
    storageId: offer.storageId,
    paymentTerms: offerPaymentTermsForMatching(paymentTermsFromColumns(offer.paymentTermsKind, offer.paymentTermsDays)),
    termsAndConditions: offer.termsAndConditions,
    chemicalDeclaration: offer.chemicalDeclaration,
    location:
      offer.market === 'cgx' && site && offer.siteId !== null
        ? { kind: 'cgx', siteId: offer.siteId, portZoneId: site.portZoneId }
        : {
            kind: 'igrainx',
            pricingPoint: offer.pricingPoint ?? 'Ex Farm',
            deliveredSiteId: offer.deliveredSiteId,
            nearestTown: offer.nearestTown,
            direction: offer.nearestTownDirection,
            distanceRange: offer.nearestTownDistanceRange,
          },
    price: offer.market === 'cgx' && site ? portEquivalent(offer.price, site.portDifferential) : offer.price,
    remaining: offer.remaining,
    minQuantity: offer.minQuantity,
    sequence: offer.sequence,
  };
}

/**
 * The placeholders of a book part, for the prepared statements below (decision 0024): a book part
 * is its market, season, commodity and delivery periods; a resting order is one still active and
 * not expired on `today`.
 */
const bookPart = (key: BookKey, today: string) => ({
  market: key.market,
  seasonId: key.seasonId,
  commodityId: key.commodityId,
  deliveryPeriodIds: key.deliveryPeriodIds,
  today,
});

/** The resting orders of a book part in either table (placeholders of bookPart). */
const restingIn = (table: typeof bidGroups | typeof offers) =>
  and(
    eq(table.status, 'active'),
    eq(table.market, sql.placeholder('market')),
    eq(table.seasonId, sql.placeholder('seasonId')),
    eq(table.commodityId, sql.placeholder('commodityId')),
    sql`${table.deliveryPeriodId} = any(${sql.placeholder('deliveryPeriodIds')}::integer[])`,
    or(isNull(table.expiryDate), gte(table.expiryDate, sql.placeholder('today'))),
  );
const restingGroups = restingIn(bidGroups);
const restingOffers = restingIn(offers);

/** The quality limits of the resting bid groups, by group: read by the same filter, so it can be sent with the groups. */
async function restingLimitsByGroup(tx: Db, key: BookKey, today: string): Promise<Map<number, QualityLimit[]>> {
  const byGroup = new Map<number, QualityLimit[]>();
  const rows = await prepared(tx, 'resting_bid_limits', (built) =>
    built
      .select({
        groupId: bidQualityLimits.bidGroupId,
        qualityParameterId: bidQualityLimits.qualityParameterId,
        amount: bidQualityLimits.amount,
        limit: qualityParameters.limit,
      })
      .from(bidQualityLimits)
      .innerJoin(bidGroups, eq(bidGroups.id, bidQualityLimits.bidGroupId))
      .innerJoin(qualityParameters, eq(qualityParameters.id, bidQualityLimits.qualityParameterId))
      .where(restingGroups)
      .prepare('resting_bid_limits'),
  ).execute(bookPart(key, today));
  for (const row of rows) {
    byGroup.set(row.groupId, [
      ...(byGroup.get(row.groupId) ?? []),
      { qualityParameterId: row.qualityParameterId, limit: row.limit, amount: row.amount },
    ]);
  }
  return byGroup;
}

/**
 * The active, unexpired bid lines of a book, their groups locked FOR UPDATE (inside the book
 * lock). The groups' quality limits are read by a second statement sent with the first (decision
 * 0019), which runs once the groups are locked.
 */
export async function lockRestingBids(tx: Db, key: BookKey, today: string, batch?: Batch): Promise<MatchableBid[]> {
  const [rows, limits] = await together([
    () =>
      prepared(tx, 'resting_bids', (built) =>
        built
          .select({ group: bidGroups, line: bidLines, differential: sites.portDifferential })
          .from(bidLines)
          .innerJoin(bidGroups, eq(bidGroups.id, bidLines.bidGroupId))
          .leftJoin(sites, eq(sites.id, bidLines.siteId))
          .where(and(restingGroups, eq(bidLines.deleted, false)))
          .orderBy(bidGroups.id, bidLines.id)
          .for('update', { of: bidGroups })
          .prepare('resting_bids'),
      ).execute(bookPart(key, today)),
    () => restingLimitsByGroup(tx, key, today),
  ]);
  rememberRows(
    batch?.rows.bidGroups,
    rows.map((row) => row.group),
  );
  return rows.map((row) => toMatchableBid(row.group, row.line, row.differential, limits.get(row.group.id) ?? []));
}

/** The quality values of the resting offers, by offer: read by the same filter, so it can be sent with the offers. */
async function restingQualityValues(tx: Db, key: BookKey, today: string) {
  const byOffer = new Map<number, { qualityParameterId: number; value: string }[]>();
  const rows = await prepared(tx, 'resting_offer_quality_values', (built) =>
    built
      .select({
        offerId: offerQualityValues.offerId,
        qualityParameterId: offerQualityValues.qualityParameterId,
        value: offerQualityValues.value,
      })
      .from(offerQualityValues)
      .innerJoin(offers, eq(offers.id, offerQualityValues.offerId))
      .where(restingOffers)
      .prepare('resting_offer_quality_values'),
  ).execute(bookPart(key, today));
  for (const row of rows)
    byOffer.set(row.offerId, [...(byOffer.get(row.offerId) ?? []), { qualityParameterId: row.qualityParameterId, value: row.value }]);
  return byOffer;
}

/**
 * The active, unexpired offers of a book, locked FOR UPDATE (inside the book lock), with their
 * quality values (sent together) and their sites, which the batch keeps for its trades.
 */
export async function lockRestingOffers(tx: Db, key: BookKey, today: string, batch?: Batch): Promise<MatchableOffer[]> {
  const [rows, values] = await together([
    () =>
      prepared(tx, 'resting_offers', (built) =>
        built
          .select({ offer: offers, site: sites })
          .from(offers)
          .leftJoin(sites, eq(sites.id, offers.siteId))
          .where(restingOffers)
          .orderBy(offers.id)
          .for('update', { of: offers })
          .prepare('resting_offers'),
      ).execute(bookPart(key, today)),
    () => restingQualityValues(tx, key, today),
  ]);
  rememberRows(
    batch?.rows.offers,
    rows.map((row) => row.offer),
  );
  rememberRows(
    batch?.rows.sites,
    rows.flatMap((row) => row.site ?? []),
  );
  return rows.map((row) => toMatchableOffer(row.offer, row.site, values.get(row.offer.id) ?? []));
}
