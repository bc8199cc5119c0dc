import type { TFarmGrain } from '@cgx/domain/farm-grain.schemas';
import type { THolding } from '@cgx/domain/holdings.schemas';
import type { TBidToSellTo } from '@cgx/domain/orders.schemas';
import { describe, expect, it } from 'vitest';
import { sellToBidPath } from './sell-to-bid-path';
import { bidToSellToLabel, farmGrainFitsBid, holdingFitsBid, offerFormForBid, offerFormOnBid } from './offer-from-bid';
import { offerFormFromFarmGrain, offerFormFromHolding } from './offer-form-values';

const line = {
  id: 71,
  grade: { id: 3, code: 'APW1', name: 'Australian Premium White' },
  site: { id: 12, name: 'Narrabri' },
  portZoneId: 4,
  nearestTown: null,
  direction: null,
  distanceRange: null,
  deliveredSiteId: null,
  nearestTownCity: null,
  address: null,
  pricingPoint: null,
  price: '322.50',
};
const cgxBid: TBidToSellTo = {
  id: 9,
  market: 'cgx',
  season: { id: 2, name: '2026/27' },
  commodity: { id: 1, name: 'Wheat', industryBodyName: null } as TBidToSellTo['commodity'],
  deliveryPeriod: { id: 5, name: 'Jan 2027', endDate: '2027-01-31' },
  quantity: '200.000',
  remaining: '80.000',
  expiryDate: null,
  paymentTerms: [21, 7],
  storageIds: [],
  varieties: [{ id: 3, name: 'Scepter' }],
  termsAndConditions: [],
  chemicalDeclaration: true,
  pricingPoint: null,
  chemicalApplicationDate: null,
  chemicalRate: null,
  chemicalTreatment: null,
  qualityParameters: [],
  createdAt: '2026-11-26T00:00:00.000Z',
  line,
};
const igrainBid: TBidToSellTo = {
  ...cgxBid,
  market: 'igrainx',
  paymentTerms: [21],
  chemicalDeclaration: null,
  varieties: [],
  pricingPoint: 'Ex Farm',
  line: {
    ...line,
    site: null,
    portZoneId: null,
    nearestTown: 'Dubbo, NSW',
    nearestTownCity: 'Dubbo',
    direction: 'NE',
    distanceRange: '5-10 km',
  },
};

const holding = (over: Partial<THolding> = {}): THolding => ({
  id: 31,
  ngr: '12345678',
  site: {
    id: 12,
    name: 'Narrabri',
    state: 'NSW',
    storageProviderNickname: 'GrainCorp',
    portZoneId: 4,
    portZoneName: 'Newcastle',
    portName: 'Newcastle',
  },
  season: { id: 2, name: '2026/27' },
  commodity: { id: 1, name: 'Wheat' },
  grade: { id: 3, code: 'APW1', name: 'Australian Premium White' },
  quantity: '500.000',
  onOffer: '450.000',
  soldAwaitingDelivery: '0.000',
  committed: '450.000',
  available: '50.000',
  ...over,
});
const farmGrain = (over: Partial<TFarmGrain> = {}): TFarmGrain =>
  ({
    id: 44,
    season: { id: 2, name: '2026/27' },
    commodity: { id: 1, name: 'Wheat' },
    grade: null,
    storage: { id: 6, name: 'Silo bag' },
    available: '300.000',
    location: {
      nearestTown: 'Parkes, NSW',
      nearestTownCity: 'Parkes',
      nearestTownDirection: 'S',
      nearestTownDistanceRange: '0-5 km',
      address: null,
      state: 'NSW',
    },
    ...over,
  }) as TFarmGrain;

describe('the grain that fits a bid', () => {
  it('cgx: the same season, commodity and grade at the line’s site; a port-zone line takes any site of its zone', () => {
    expect(holdingFitsBid(holding(), cgxBid)).toBe(true);
    expect(holdingFitsBid(holding({ grade: { id: 8, code: 'H1', name: 'Hard 1' } }), cgxBid)).toBe(false);
    expect(holdingFitsBid(holding({ season: { id: 1, name: '2025/26' } }), cgxBid)).toBe(false);
    const moree = holding({ site: { ...holding().site, id: 13, name: 'Moree' } });
    expect(holdingFitsBid(moree, cgxBid)).toBe(false);
    expect(holdingFitsBid(moree, { ...cgxBid, line: { ...line, site: null } })).toBe(true);
    expect(holdingFitsBid(holding({ site: { ...holding().site, portZoneId: 5 } }), { ...cgxBid, line: { ...line, site: null } })).toBe(
      false,
    );
  });

  it('igrainX: the same season and commodity; ungraded grain may meet a graded line', () => {
    expect(farmGrainFitsBid(farmGrain(), igrainBid)).toBe(true);
    expect(farmGrainFitsBid(farmGrain({ grade: { id: 3, code: 'APW1', name: 'x' } }), igrainBid)).toBe(true);
    expect(farmGrainFitsBid(farmGrain({ grade: { id: 8, code: 'H1', name: 'x' } }), igrainBid)).toBe(false);
    expect(farmGrainFitsBid(farmGrain({ commodity: { id: 2, name: 'Barley' } }), igrainBid)).toBe(false);
  });
});

describe('an offer on a bid’s terms', () => {
  it('takes the price, the period, a payment term the bid takes, its declaration and its one variety', () => {
    const values = offerFormForBid(cgxBid);
    expect(values).toMatchObject({
      market: 'cgx',
      price: '322.50',
      quantity: '80',
      deliveryPeriodId: '5',
      deliveryPeriodName: 'Jan 2027',
      deliveryPeriodEndDate: '2027-01-31',
      paymentTerms: ['7'],
      paymentDate: 'default',
      chemicalDeclaration: 'true',
      varieties: ['3'],
      varietyNames: { '3': 'Scepter' },
    });
    // Not the default: the bid's first term.
    expect(offerFormForBid({ ...cgxBid, paymentTerms: [21, 28] }).paymentTerms).toEqual(['21']);
  });

  it('takes no more tonnes than the grain has, and keeps the grain’s site', () => {
    const values = offerFormOnBid(offerFormFromHolding(holding()), cgxBid);
    expect(values).toMatchObject({ quantity: '50', holdingId: '31', warehouse: 'site:12', gradeId: '3' });
  });

  it('igrainX: the line’s pricing point and place replace the farm’s', () => {
    const values = offerFormOnBid(offerFormFromFarmGrain(farmGrain()), igrainBid);
    expect(values).toMatchObject({
      quantity: '80',
      paymentTerms: ['21'],
      chemicalDeclaration: '',
      pricingPoint: 'Ex Farm',
      locationMode: 'approximate',
      nearestTown: 'Dubbo, NSW',
      nearestTownCity: 'Dubbo',
      directions: ['NE'],
      distanceRanges: ['5-10 km'],
      storageIds: ['6'],
    });
    const delivered = offerFormForBid({
      ...igrainBid,
      line: { ...igrainBid.line, pricingPoint: 'Delivered', nearestTown: null, deliveredSiteId: 17 },
    });
    expect(delivered).toMatchObject({ pricingPoint: 'Delivered', deliveredSiteId: '17' });
  });

  it('says what is sold to, never who', () => {
    expect(bidToSellToLabel(cgxBid)).toBe('Wheat APW1 · 2026/27 · Jan 2027 · at Narrabri · $322.50/t · up to 80 mt');
    expect(bidToSellToLabel(igrainBid)).toBe('Wheat APW1 · 2026/27 · Jan 2027 · Ex Farm, Dubbo, NSW · $322.50/t · up to 80 mt');
  });
});

describe('where a seller sells to a bid', () => {
  it('is the offer form of the seller’s section for the bid’s market', () => {
    expect(sellToBidPath('Grower', { id: 71, marketType: 'igrainx' })).toBe('/portal/my-grain/sell-grain/igrain-offer/create?bid=71');
    expect(sellToBidPath('Grower', { id: 71, marketType: 'cgx' })).toBe('/portal/my-grain/offer/create?bid=71');
    expect(sellToBidPath('Agent', { id: 71, marketType: 'igrainx' })).toBe(
      '/portal/my-clients-grain/my-client-offers/igrain/create?bid=71',
    );
    expect(sellToBidPath('Trader', { id: 71, marketType: 'cgx' })).toBe('/portal/sell-grain/offer/create?bid=71');
    expect(sellToBidPath('Trader', { id: 71, marketType: 'igrainx' })).toBeNull();
    expect(sellToBidPath('Analyst', { id: 71, marketType: 'cgx' })).toBeNull();
  });
});
