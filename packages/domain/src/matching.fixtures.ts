import fc from 'fast-check';
import { dec } from './decimal.ts';
import type {
  CgxBidLocation,
  CgxOfferLocation,
  IgrainLocation,
  Market,
  MatchableBid,
  MatchableOffer,
  OfferPaymentTerms,
  QualityLimit,
} from './matching.ts';

/**
 * Test support for matching.test.ts and matching.property.test.ts (not a test itself, and not
 * used by the app): order factories with sensible defaults, and fast-check generators of small
 * random books whose orders often agree, so that random books produce many trades.
 */

/** The varieties of these orders, by id. */
const SCEPTER = 1;
const MACE = 2;

/** A cgx bid line for wheat of grade 5 at site 1 (port zone 10), ready to trade with offer(). */
export const bidLine = (overrides: Partial<MatchableBid> = {}): MatchableBid => ({
  lineId: 1,
  groupId: 1,
  market: 'cgx',
  organisationId: 100,
  seasonId: 2026,
  commodityId: 1,
  deliveryPeriodId: 1,
  gradeId: 5,
  qualityLimits: [],
  varietyIds: [],
  storageIds: [],
  paymentTerms: [],
  acceptsDeferred: false,
  acceptsDefault: false,
  termsAndConditions: [],
  chemicalDeclaration: null,
  location: { kind: 'cgx', siteId: 1, portZoneId: 10 },
  price: '350.00',
  remaining: '100',
  minQuantity: '25',
  sequence: 1,
  ...overrides,
});

export const offer = (overrides: Partial<MatchableOffer> = {}): MatchableOffer => ({
  offerId: 1,
  market: 'cgx',
  organisationId: 200,
  seasonId: 2026,
  commodityId: 1,
  deliveryPeriodId: 1,
  gradeId: 5,
  qualityValues: [],
  varietyId: SCEPTER,
  storageId: null,
  paymentTerms: 'default',
  termsAndConditions: [],
  chemicalDeclaration: true,
  location: { kind: 'cgx', siteId: 1, portZoneId: 10 },
  price: '340.00',
  remaining: '100',
  minQuantity: '25',
  sequence: 2,
  ...overrides,
});

// ---- Generators --------------------------------------------------------------------------------

const zoneOfSite = (siteId: number) => (siteId <= 2 ? 10 : 20);

/** The common value 90% of the time, so most pairs agree on most terms; the rare ones exercise each rule. */
const mostly = <T>(common: T, ...rare: T[]): fc.Arbitrary<T> =>
  fc.oneof(
    { arbitrary: fc.constant(common), weight: 9 * rare.length },
    ...rare.map((value) => ({ arbitrary: fc.constant(value), weight: 1 })),
  );

/** The common value 95% of the time: for the terms that must be equal on both sides. */
const nearlyAlways = <T>(common: T, rare: T): fc.Arbitrary<T> =>
  fc.oneof({ arbitrary: fc.constant(common), weight: 19 }, fc.constant(rare));

/** $/mt around 100, in 50-cent steps, so that bids and offers cross about half the time. */
const price = fc.integer({ min: 190, max: 210 }).map((halves) => dec(halves).dividedBy(2).toFixed(2));

/** A minimum and a remaining at or above it (sometimes below, to exercise closing), to the kilogram. */
const quantities = fc.tuple(fc.constantFrom('0', '10', '25'), fc.integer({ min: -5_000, max: 150_000 })).map(([minimum, extraKg]) => {
  const remaining = dec(minimum).plus(dec(extraKg).dividedBy(1000));
  return { minQuantity: minimum, remaining: remaining.lessThanOrEqualTo(0) ? '1' : remaining.toFixed() };
});

const igrainLocation: fc.Arbitrary<IgrainLocation> = fc.record({
  kind: fc.constant('igrainx' as const),
  pricingPoint: mostly<IgrainLocation['pricingPoint']>('Ex Farm', 'Delivered'),
  deliveredSiteId: mostly<number | null>(null, 1),
  nearestTown: mostly<string | null>('Dubbo', null),
  direction: fc.constant('N'),
  distanceRange: fc.constant('0-20 km'),
});

const cgxBidLocation: fc.Arbitrary<CgxBidLocation> = fc.oneof(
  mostly(1, 2, 3).map((siteId) => ({ kind: 'cgx' as const, siteId, portZoneId: zoneOfSite(siteId) })),
  mostly(10, 20).map((portZoneId) => ({ kind: 'cgx' as const, siteId: null, portZoneId })),
);

const cgxOfferLocation: fc.Arbitrary<CgxOfferLocation> = mostly(1, 2, 3).map((siteId) => ({
  kind: 'cgx' as const,
  siteId,
  portZoneId: zoneOfSite(siteId),
}));

const limits: fc.Arbitrary<QualityLimit[]> = fc.constantFrom(
  [],
  [],
  [{ qualityParameterId: 1, limit: 'Minimum' as const, amount: '10' }],
  [{ qualityParameterId: 1, limit: 'Maximum' as const, amount: '11' }],
);

/** The shared terms of a bid group, then 1-3 lines; `late` lines arrive after the group was placed. */
const groupShape = fc.record({
  market: nearlyAlways<Market>('cgx', 'igrainx'),
  organisationId: fc.integer({ min: 1, max: 4 }),
  seasonId: nearlyAlways(1, 2),
  commodityId: nearlyAlways(1, 2),
  deliveryPeriodId: nearlyAlways(1, 2),
  varietyIds: mostly<number[]>([], [SCEPTER], [MACE]),
  storageIds: mostly<number[]>([], [1]),
  paymentTerms: mostly<number[]>([], [14], [21, 28]),
  acceptsDefault: mostly(false, true),
  acceptsDeferred: mostly(false, true),
  termsAndConditions: mostly<string[]>([], ['A'], ['A', 'B']),
  chemicalDeclaration: mostly<boolean | null>(null, true, false),
  quantities,
  lines: fc.array(
    fc.record({
      gradeId: mostly<number | null>(5, null, 6),
      qualityLimits: limits,
      cgx: cgxBidLocation,
      igrain: igrainLocation,
      price,
      late: fc.constantFrom(false, false, false, true),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});

const offerShape = fc.record({
  market: nearlyAlways<Market>('cgx', 'igrainx'),
  organisationId: fc.integer({ min: 1, max: 4 }),
  seasonId: nearlyAlways(1, 2),
  commodityId: nearlyAlways(1, 2),
  deliveryPeriodId: nearlyAlways(1, 2),
  gradeId: mostly<number | null>(5, null, 6),
  qualityValues: fc.constantFrom([], [{ qualityParameterId: 1, value: '9.5' }], [{ qualityParameterId: 1, value: '10.5' }]),
  varietyId: mostly<number | null>(SCEPTER, MACE, null),
  storageId: mostly<number | null>(null, 1, 2),
  paymentTerms: mostly<OfferPaymentTerms>('default', 14, 21, 'deferred'),
  termsAndConditions: mostly<string[]>([], ['A'], ['B']),
  chemicalDeclaration: mostly(true, false),
  cgx: cgxOfferLocation,
  igrain: igrainLocation,
  price,
  quantities,
});

export interface RandomBook {
  /** Every line of every group; lines of a group share groupId, remaining and minQuantity. */
  bids: MatchableBid[];
  offers: MatchableOffer[];
}

/**
 * A random book of up to `size` bid groups and `size` offers. Groups and offers get distinct
 * arrival sequences (multiples of 10, in random order); a late line arrives 5 after its group.
 */
export const randomBook = (size = 8): fc.Arbitrary<RandomBook> =>
  fc
    .record({
      groups: fc.array(groupShape, { maxLength: size }),
      offers: fc.array(offerShape, { maxLength: size }),
      order: fc.array(fc.nat(), { minLength: 2 * size, maxLength: 2 * size }),
    })
    .map(({ groups, offers, order }) => {
      const keys = [...groups.map((_, index) => `g${index}`), ...offers.map((_, index) => `o${index}`)];
      const ranked = keys
        .map((key, index) => ({ key, rank: order[index] ?? 0, index }))
        .sort((a, b) => a.rank - b.rank || a.index - b.index);
      const sequenceOf = new Map(ranked.map((entry, position) => [entry.key, (position + 1) * 10]));
      let lineId = 0;
      const bids = groups.flatMap((group, index) =>
        group.lines.map((line): MatchableBid => {
          lineId += 1;
          const sequence = (sequenceOf.get(`g${index}`) ?? 0) + (line.late ? 5 : 0);
          return {
            lineId,
            groupId: index + 1,
            market: group.market,
            organisationId: group.organisationId,
            seasonId: group.seasonId,
            commodityId: group.commodityId,
            deliveryPeriodId: group.deliveryPeriodId,
            gradeId: line.gradeId,
            qualityLimits: line.qualityLimits,
            varietyIds: group.varietyIds,
            storageIds: group.storageIds,
            paymentTerms: group.paymentTerms,
            acceptsDeferred: group.acceptsDeferred,
            acceptsDefault: group.acceptsDefault,
            termsAndConditions: group.termsAndConditions,
            chemicalDeclaration: group.chemicalDeclaration,
            location: group.market === 'cgx' ? line.cgx : line.igrain,
            price: line.price,
            remaining: group.quantities.remaining,
            minQuantity: group.quantities.minQuantity,
            sequence,
          };
        }),
      );
      const builtOffers = offers.map((shape, index): MatchableOffer => ({
        offerId: index + 1,
        market: shape.market,
        organisationId: shape.organisationId,
        seasonId: shape.seasonId,
        commodityId: shape.commodityId,
        deliveryPeriodId: shape.deliveryPeriodId,
        gradeId: shape.gradeId,
        qualityValues: shape.qualityValues,
        varietyId: shape.varietyId,
        storageId: shape.storageId,
        paymentTerms: shape.paymentTerms,
        termsAndConditions: shape.termsAndConditions,
        chemicalDeclaration: shape.chemicalDeclaration,
        location: shape.market === 'cgx' ? shape.cgx : shape.igrain,
        price: shape.price,
        remaining: shape.quantities.remaining,
        minQuantity: shape.quantities.minQuantity,
        sequence: sequenceOf.get(`o${index}`) ?? 0,
      }));
      return { bids, offers: builtOffers };
    });
