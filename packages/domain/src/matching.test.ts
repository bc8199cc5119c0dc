import { describe, expect, it } from 'vitest';
import { bidLine, offer } from './matching.fixtures.ts';
import { crosses, isCompatible, type MatchableBid, type MatchableOffer, matchIncoming, sweep } from './matching.ts';

const igrainLocation = (overrides: Partial<Extract<MatchableBid['location'], { kind: 'igrainx' }>> = {}) => ({
  kind: 'igrainx' as const,
  pricingPoint: 'Ex Farm' as const,
  deliveredSiteId: null,
  nearestTown: 'Dubbo',
  direction: 'NW',
  distanceRange: '0-20 km',
  ...overrides,
});

const reason = (bid: MatchableBid, sell: MatchableOffer) => {
  const result = isCompatible(bid, sell);
  return result.ok ? 'ok' : result.reason;
};

describe('isCompatible (design §5)', () => {
  it('accepts a pair that agrees on everything', () => {
    expect(isCompatible(bidLine(), offer())).toEqual({ ok: true });
  });

  it('needs the same market, season, commodity and delivery period', () => {
    expect(reason(bidLine({ market: 'igrainx' }), offer())).toBe('different market');
    expect(reason(bidLine({ seasonId: 2027 }), offer())).toBe('different season');
    expect(reason(bidLine({ commodityId: 2 }), offer())).toBe('different commodity');
    expect(reason(bidLine({ deliveryPeriodId: 2 }), offer())).toBe('different delivery period');
  });

  it('never trades an organisation with itself', () => {
    expect(reason(bidLine({ organisationId: 7 }), offer({ organisationId: 7 }))).toBe('same organisation');
  });

  describe('grade and quality', () => {
    const protein = (limit: 'Minimum' | 'Maximum', amount: string) => ({ qualityParameterId: 1, limit, amount });
    const measured = (value: string) => [{ qualityParameterId: 1, value }];

    it('matches equal grades and refuses different ones, whatever the limits', () => {
      expect(reason(bidLine({ gradeId: 5 }), offer({ gradeId: 5 }))).toBe('ok');
      expect(reason(bidLine({ gradeId: 5 }), offer({ gradeId: 6 }))).toBe('grade');
      expect(
        reason(bidLine({ gradeId: 5, qualityLimits: [protein('Minimum', '10')] }), offer({ gradeId: 6, qualityValues: measured('12') })),
      ).toBe('grade');
    });

    it('judges an ungraded offer by the bid’s limits, Minimum as ≥ and Maximum as ≤', () => {
      const ungraded = (value: string) => offer({ gradeId: null, qualityValues: measured(value) });
      expect(reason(bidLine({ gradeId: null, qualityLimits: [protein('Minimum', '11.5')] }), ungraded('11.5'))).toBe('ok');
      expect(reason(bidLine({ gradeId: null, qualityLimits: [protein('Minimum', '11.5')] }), ungraded('11.49'))).toBe('quality');
      expect(reason(bidLine({ gradeId: null, qualityLimits: [protein('Maximum', '12')] }), ungraded('12.00'))).toBe('ok');
      expect(reason(bidLine({ gradeId: null, qualityLimits: [protein('Maximum', '12')] }), ungraded('12.01'))).toBe('quality');
      // A graded line with limits can take an ungraded offer that meets them.
      expect(reason(bidLine({ gradeId: 5, qualityLimits: [protein('Minimum', '11')] }), ungraded('11.2'))).toBe('ok');
    });

    it('fails a limit whose value is missing or not a number, and every limit must hold', () => {
      const limits = [protein('Minimum', '10'), { qualityParameterId: 2, limit: 'Maximum' as const, amount: '5' }];
      expect(reason(bidLine({ gradeId: null, qualityLimits: limits }), offer({ gradeId: null, qualityValues: measured('12') }))).toBe(
        'quality',
      );
      expect(
        reason(
          bidLine({ gradeId: null, qualityLimits: [protein('Minimum', '10')] }),
          offer({ gradeId: null, qualityValues: measured('Nil') }),
        ),
      ).toBe('quality');
      const both = [...measured('12'), { qualityParameterId: 2, value: '4.5' }];
      expect(reason(bidLine({ gradeId: null, qualityLimits: limits }), offer({ gradeId: null, qualityValues: both }))).toBe('ok');
    });

    it('does not let a graded line without limits take an ungraded offer', () => {
      expect(reason(bidLine({ gradeId: 5, qualityLimits: [] }), offer({ gradeId: null }))).toBe('grade');
    });

    it('lets a line with neither grade nor limits take any grade', () => {
      expect(reason(bidLine({ gradeId: null }), offer({ gradeId: 9 }))).toBe('ok');
    });
  });

  it('needs the variety and storage in the bid’s sets, empty meaning any', () => {
    // Varieties by id (issue 24): Scepter 1, Mace 2.
    expect(reason(bidLine({ varietyIds: [] }), offer({ varietyId: null }))).toBe('ok');
    expect(reason(bidLine({ varietyIds: [1, 2] }), offer({ varietyId: 1 }))).toBe('ok');
    expect(reason(bidLine({ varietyIds: [2] }), offer({ varietyId: 1 }))).toBe('variety');
    expect(reason(bidLine({ varietyIds: [2] }), offer({ varietyId: null }))).toBe('variety');
    expect(reason(bidLine({ storageIds: [3] }), offer({ storageId: 3 }))).toBe('ok');
    expect(reason(bidLine({ storageIds: [3] }), offer({ storageId: 4 }))).toBe('storage');
    expect(reason(bidLine({ storageIds: [3] }), offer({ storageId: null }))).toBe('storage');
  });

  it('needs the offer’s payment terms among those the bid accepts, nothing said meaning any', () => {
    const any = bidLine();
    for (const terms of ['default', 'deferred', 14, 21, 28] as const) expect(reason(any, offer({ paymentTerms: terms }))).toBe('ok');
    const eowOnly = bidLine({ paymentTerms: [14, 21] });
    expect(reason(eowOnly, offer({ paymentTerms: 21 }))).toBe('ok');
    expect(reason(eowOnly, offer({ paymentTerms: 28 }))).toBe('payment terms');
    expect(reason(eowOnly, offer({ paymentTerms: 'default' }))).toBe('payment terms');
    const defaultOnly = bidLine({ acceptsDefault: true });
    expect(reason(defaultOnly, offer({ paymentTerms: 'default' }))).toBe('ok');
    expect(reason(defaultOnly, offer({ paymentTerms: 14 }))).toBe('payment terms');
    expect(reason(defaultOnly, offer({ paymentTerms: 'deferred' }))).toBe('payment terms');
    expect(reason(bidLine({ acceptsDeferred: true, paymentTerms: [28] }), offer({ paymentTerms: 'deferred' }))).toBe('ok');
  });

  it('needs every special term of the offer to be one the bid accepts', () => {
    expect(reason(bidLine({ termsAndConditions: [] }), offer({ termsAndConditions: ['Buyer’s Call'] }))).toBe('ok');
    expect(reason(bidLine({ termsAndConditions: ['Buyer’s Call', 'Split loads'] }), offer({ termsAndConditions: ['Buyer’s Call'] }))).toBe(
      'ok',
    );
    expect(reason(bidLine({ termsAndConditions: ['Buyer’s Call'] }), offer({ termsAndConditions: ['Buyer’s Call', 'Split loads'] }))).toBe(
      'special terms',
    );
    expect(reason(bidLine({ termsAndConditions: ['Buyer’s Call'] }), offer({ termsAndConditions: [] }))).toBe('ok');
  });

  it('needs the same chemical declaration unless the bid takes either', () => {
    expect(reason(bidLine({ chemicalDeclaration: null }), offer({ chemicalDeclaration: false }))).toBe('ok');
    expect(reason(bidLine({ chemicalDeclaration: true }), offer({ chemicalDeclaration: true }))).toBe('ok');
    expect(reason(bidLine({ chemicalDeclaration: true }), offer({ chemicalDeclaration: false }))).toBe('chemical declaration');
  });

  it('cgx: the same site, or any site in the bid’s port zone', () => {
    const atSite2 = offer({ location: { kind: 'cgx', siteId: 2, portZoneId: 10 } });
    expect(reason(bidLine({ location: { kind: 'cgx', siteId: 1, portZoneId: 10 } }), atSite2)).toBe('location');
    expect(reason(bidLine({ location: { kind: 'cgx', siteId: null, portZoneId: 10 } }), atSite2)).toBe('ok');
    expect(reason(bidLine({ location: { kind: 'cgx', siteId: null, portZoneId: 20 } }), atSite2)).toBe('location');
    expect(reason(bidLine({ location: { kind: 'cgx', siteId: null, portZoneId: null } }), atSite2)).toBe('location');
  });

  it('igrainX: the same pricing point and delivered site, or town, direction and distance range', () => {
    const market = { market: 'igrainx' as const };
    const farm = offer({ ...market, location: igrainLocation() });
    expect(reason(bidLine({ ...market, location: igrainLocation({ nearestTown: 'DUBBO ' }) }), farm)).toBe('ok');
    expect(reason(bidLine({ ...market, location: igrainLocation({ direction: 'NE' }) }), farm)).toBe('location');
    expect(reason(bidLine({ ...market, location: igrainLocation({ pricingPoint: 'Free on Truck' }) }), farm)).toBe('location');
    const delivered = igrainLocation({
      pricingPoint: 'Delivered',
      deliveredSiteId: 4,
      nearestTown: null,
      direction: null,
      distanceRange: null,
    });
    expect(reason(bidLine({ ...market, location: delivered }), offer({ ...market, location: delivered }))).toBe('ok');
    expect(reason(bidLine({ ...market, location: { ...delivered, deliveredSiteId: 5 } }), offer({ ...market, location: delivered }))).toBe(
      'location',
    );
    // A cgx location never matches an igrainX one.
    expect(reason(bidLine({ ...market }), offer({ ...market, location: igrainLocation() }))).toBe('location');
  });

  it('needs the trade the two would make to reach both minimums', () => {
    expect(reason(bidLine({ remaining: '200', minQuantity: '100' }), offer({ remaining: '60', minQuantity: '25' }))).toBe('quantity');
    expect(reason(bidLine({ remaining: '200', minQuantity: '100' }), offer({ remaining: '100', minQuantity: '25' }))).toBe('ok');
    expect(reason(bidLine({ remaining: '0', minQuantity: '0' }), offer())).toBe('quantity');
  });

  it('answers no, not an exception, for malformed data', () => {
    expect(reason(bidLine({ remaining: 'lots' }), offer())).toBe('quantity');
    expect(reason(bidLine({ gradeId: null, qualityLimits: null as unknown as [] }), offer())).toBe('quality');
  });
});

describe('crosses', () => {
  it('when the bid is at or above the offer', () => {
    expect(crosses({ price: '350.00' }, { price: '350' })).toBe(true);
    expect(crosses({ price: '350.01' }, { price: '350' })).toBe(true);
    expect(crosses({ price: '349.99' }, { price: '350' })).toBe(false);
    expect(crosses({ price: 'n/a' }, { price: '350' })).toBe(false);
  });
});

describe('matchIncoming', () => {
  it('fills an arriving offer against the best bids first, at the bids’ prices', () => {
    const bids = [
      bidLine({ lineId: 1, groupId: 1, price: '103', sequence: 1 }),
      bidLine({ lineId: 2, groupId: 2, price: '105', sequence: 2 }),
      bidLine({ lineId: 3, groupId: 3, price: '99', sequence: 3 }),
    ];
    const result = matchIncoming({ side: 'offer', order: offer({ price: '100', remaining: '150', sequence: 4 }) }, bids);
    expect(result.fills).toEqual([
      { bidLineId: 2, bidGroupId: 2, offerId: 1, quantity: '100', price: '105' },
      { bidLineId: 1, bidGroupId: 1, offerId: 1, quantity: '50', price: '103' },
    ]);
    expect(result).toMatchObject({ incomingRemaining: '0', incomingClosed: true });
    expect(result.restingUpdates).toEqual([
      { side: 'bid', id: 1, remaining: '50', closed: false },
      { side: 'bid', id: 2, remaining: '0', closed: true },
    ]);
  });

  it('prefers the earlier of two equal prices', () => {
    const bids = [bidLine({ lineId: 1, groupId: 1, sequence: 5 }), bidLine({ lineId: 2, groupId: 2, sequence: 3 })];
    const result = matchIncoming({ side: 'offer', order: offer({ remaining: '40', sequence: 9 }) }, bids);
    expect(result.fills.map((fill) => fill.bidGroupId)).toEqual([2]);
  });

  it('fills an arriving bid against the lowest offers first, at the offers’ prices', () => {
    const offers = [
      offer({ offerId: 1, price: '345', remaining: '30', sequence: 1 }),
      offer({ offerId: 2, price: '338', remaining: '30', sequence: 2 }),
      offer({ offerId: 3, price: '351', remaining: '30', sequence: 3 }),
    ];
    const result = matchIncoming(
      { side: 'bid', order: bidLine({ price: '350', remaining: '100', minQuantity: '25', sequence: 4 }) },
      offers,
    );
    expect(result.fills.map((fill) => [fill.offerId, fill.quantity, fill.price])).toEqual([
      [2, '30', '338'],
      [1, '30', '345'],
    ]);
    expect(result).toMatchObject({ incomingRemaining: '40', incomingClosed: false });
  });

  it('shares a group’s remaining between its lines: two fills on two lines draw on one quantity', () => {
    const lines = [
      bidLine({
        lineId: 11,
        groupId: 7,
        price: '104',
        remaining: '120',
        location: { kind: 'cgx', siteId: 1, portZoneId: 10 },
        sequence: 5,
      }),
      bidLine({
        lineId: 12,
        groupId: 7,
        price: '102',
        remaining: '120',
        location: { kind: 'cgx', siteId: 2, portZoneId: 10 },
        sequence: 5,
      }),
    ];
    const offers = [
      offer({ offerId: 1, price: '100', remaining: '80', location: { kind: 'cgx', siteId: 1, portZoneId: 10 }, sequence: 1 }),
      offer({ offerId: 2, price: '101', remaining: '80', location: { kind: 'cgx', siteId: 2, portZoneId: 10 }, sequence: 2 }),
    ];
    const result = matchIncoming({ side: 'bid', order: lines }, offers);
    expect(result.fills).toEqual([
      { bidLineId: 11, bidGroupId: 7, offerId: 1, quantity: '80', price: '100' },
      { bidLineId: 12, bidGroupId: 7, offerId: 2, quantity: '40', price: '101' },
    ]);
    expect(result).toMatchObject({ incomingRemaining: '0', incomingClosed: true });
    expect(result.restingUpdates).toEqual([
      { side: 'offer', id: 1, remaining: '0', closed: true },
      { side: 'offer', id: 2, remaining: '40', closed: false },
    ]);
  });

  it('lets an arriving offer see the group’s shared remaining through any of its lines', () => {
    const group = (remaining: string) => [
      bidLine({ lineId: 11, groupId: 7, price: '105', remaining, location: { kind: 'cgx', siteId: 1, portZoneId: 10 } }),
      bidLine({ lineId: 12, groupId: 7, price: '104', remaining, location: { kind: 'cgx', siteId: null, portZoneId: 10 } }),
    ];
    const first = matchIncoming({ side: 'offer', order: offer({ price: '100', remaining: '60' }) }, group('100'));
    expect(first.fills).toEqual([{ bidLineId: 11, bidGroupId: 7, offerId: 1, quantity: '60', price: '105' }]);
    expect(first.restingUpdates).toEqual([{ side: 'bid', id: 7, remaining: '40', closed: false }]);
    const second = matchIncoming(
      { side: 'offer', order: offer({ offerId: 2, price: '100', remaining: '60', location: { kind: 'cgx', siteId: 3, portZoneId: 10 } }) },
      group('40'),
    );
    expect(second.fills).toEqual([{ bidLineId: 12, bidGroupId: 7, offerId: 2, quantity: '40', price: '104' }]);
    expect(second.restingUpdates).toEqual([{ side: 'bid', id: 7, remaining: '0', closed: true }]);
  });

  it('refuses lines of one group that disagree on its remaining', () => {
    const lines = [bidLine({ lineId: 1, remaining: '100' }), bidLine({ lineId: 2, remaining: '90' })];
    expect(() => matchIncoming({ side: 'offer', order: offer() }, lines)).toThrow(RangeError);
    expect(() => matchIncoming({ side: 'bid', order: [bidLine({ groupId: 1 }), bidLine({ groupId: 2 })] }, [])).toThrow(RangeError);
  });

  it('closes a remainder below the minimum and reports the leftover', () => {
    const result = matchIncoming({ side: 'offer', order: offer({ remaining: '110', minQuantity: '25' }) }, [bidLine({ remaining: '100' })]);
    expect(result).toMatchObject({ incomingRemaining: '10', incomingClosed: true });
    const resting = matchIncoming({ side: 'offer', order: offer({ remaining: '90' }) }, [bidLine({ remaining: '100', minQuantity: '25' })]);
    expect(resting.restingUpdates).toEqual([{ side: 'bid', id: 1, remaining: '10', closed: true }]);
  });

  it('skips a bid whose minimum the trade would not reach, and its own organisation, and takes the next', () => {
    const bids = [
      bidLine({ lineId: 1, groupId: 1, price: '360', remaining: '500', minQuantity: '100' }),
      bidLine({ lineId: 2, groupId: 2, price: '355', organisationId: 200 }),
      bidLine({ lineId: 3, groupId: 3, price: '350' }),
    ];
    const result = matchIncoming({ side: 'offer', order: offer({ remaining: '60', organisationId: 200 }) }, bids);
    expect(result.fills.map((fill) => fill.bidLineId)).toEqual([3]);
  });

  it('does not trade when nothing crosses, and leaves the arrival open', () => {
    const result = matchIncoming({ side: 'offer', order: offer({ price: '360' }) }, [bidLine({ price: '359.99' })]);
    expect(result).toEqual({ fills: [], incomingRemaining: '100', incomingClosed: false, restingUpdates: [] });
  });

  it('ignores resting orders already below their minimum', () => {
    const result = matchIncoming({ side: 'offer', order: offer() }, [bidLine({ remaining: '10', minQuantity: '25' })]);
    expect(result.fills).toEqual([]);
  });
});

describe('sweep (market opening)', () => {
  it('replays the orders placed while closed in arrival order', () => {
    const offers = [
      offer({ offerId: 1, price: '100', remaining: '100', minQuantity: '0', sequence: 1 }),
      offer({ offerId: 2, price: '101', remaining: '50', minQuantity: '0', sequence: 3 }),
    ];
    const bids = [
      bidLine({ lineId: 1, groupId: 1, price: '102', remaining: '60', minQuantity: '0', sequence: 2 }),
      bidLine({ lineId: 2, groupId: 2, price: '101', remaining: '100', minQuantity: '0', sequence: 4 }),
    ];
    const result = sweep(bids, offers);
    // Bid 1 arrives after offer 1 and trades at offer 1's price; bid 2 then takes the rest of offer 1 and all of offer 2.
    expect(result.fills.map((fill) => [fill.bidGroupId, fill.offerId, fill.quantity, fill.price])).toEqual([
      [1, 1, '60', '100'],
      [2, 1, '40', '100'],
      [2, 2, '50', '101'],
    ]);
    expect(result.updates).toEqual([
      { side: 'bid', id: 1, remaining: '0', closed: true },
      { side: 'bid', id: 2, remaining: '10', closed: false },
      { side: 'offer', id: 1, remaining: '0', closed: true },
      { side: 'offer', id: 2, remaining: '0', closed: true },
    ]);
  });

  it('lets the earlier order set the price: a bid resting before the offer trades at the bid', () => {
    const result = sweep([bidLine({ price: '350', sequence: 1 })], [offer({ price: '340', sequence: 2 })]);
    expect(result.fills[0]?.price).toBe('350');
  });

  it('closes orders that start below their minimum', () => {
    expect(sweep([bidLine({ remaining: '10', minQuantity: '25' })], []).updates).toEqual([
      { side: 'bid', id: 1, remaining: '10', closed: true },
    ]);
  });
});
