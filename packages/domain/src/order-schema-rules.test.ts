import { describe, expect, it } from 'vitest';
import { ZCreateFarmGrainRequest } from './farm-grain.schemas.ts';
import { COMPASS_DIRECTIONS, DISTANCE_RANGES, igrainLocationProblems } from './igrain-location.ts';
import { MSG, qualityDecimalsMessage } from './messages.ts';
import { qualityAmountError, qualityAmountProblems, qualityAmountsRule, qualityAmountTextError } from './order-rules.ts';
import { ZCreateBidRequest, ZCreateOfferRequest, ZUpdateBidRequest, ZUpdateOfferRequest } from './orders.schemas.ts';

/**
 * The spec 001 §5 rules that need only the request, as the shared schemas say them: each message
 * on the path the API answers it on (the error handler joins the path with dots) and a form shows
 * it under.
 */

type Schema = { safeParse: (value: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };
const errorsOf = (schema: Schema, body: unknown): Record<string, string[]> => {
  const result = schema.safeParse(body);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
};

const near = { nearestTown: 'Dubbo, NSW', nearestTownDirection: 'NE', nearestTownDistanceRange: '5-10 km' };
const cgxBid = {
  market: 'cgx',
  seasonId: 1,
  commodityId: 1,
  deliveryPeriodId: 1,
  quantity: '100',
  bidsAttributes: [{ gradeId: 1, siteId: 1, price: '300.00' }],
};
const igrainBid = {
  ...cgxBid,
  market: 'igrainx',
  pricingPoint: 'Ex Farm',
  bidsAttributes: [{ gradeId: 1, price: '300.00', location: near }],
};
const cgxOffer = {
  market: 'cgx',
  seasonId: 1,
  commodityId: 1,
  deliveryPeriodId: 1,
  holdingId: 1,
  quantity: '100',
  price: '300.00',
  chemicalDeclaration: true,
};
const igrainOffer = {
  ...cgxOffer,
  market: 'igrainx',
  holdingId: undefined,
  farmGrainId: 1,
  location: { pricingPoint: 'Ex Farm', ...near },
};
const farmGrain = { seasonId: 1, commodityId: 1, quantity: '100', location: near };

describe('the order schemas accept what the rules allow', () => {
  it.each([
    ['a cgx bid line at a site', ZCreateBidRequest, cgxBid],
    ['a cgx bid line for a port zone', ZCreateBidRequest, { ...cgxBid, bidsAttributes: [{ gradeId: 1, portZoneId: 2, price: '300.00' }] }],
    ['an igrainX bid line near a town (the bid’s pricing point)', ZCreateBidRequest, igrainBid],
    [
      'an igrainX bid sheet: every direction and range',
      ZCreateBidRequest,
      {
        ...igrainBid,
        bidsAttributes: COMPASS_DIRECTIONS.flatMap((direction) =>
          DISTANCE_RANGES.map((range) => ({
            price: '300.00',
            location: { nearestTown: 'Dubbo', nearestTownDirection: direction, nearestTownDistanceRange: range },
          })),
        ),
      },
    ],
    [
      'a Free on Truck line at an address',
      ZCreateBidRequest,
      { ...igrainBid, bidsAttributes: [{ price: '300.00', location: { pricingPoint: 'Free on Truck', address: '1 Mill Rd' } }] },
    ],
    [
      'a Delivered line',
      ZCreateBidRequest,
      { ...igrainBid, pricingPoint: 'Delivered', bidsAttributes: [{ price: '300.00', location: { deliveredSiteId: 4 } }] },
    ],
    [
      'an edit removing a line and keeping another',
      ZUpdateBidRequest,
      {
        ...cgxBid,
        bidsAttributes: [
          { id: 1, delete: true, price: '1' },
          { siteId: 1, price: '300.00' },
        ],
      },
    ],
    ['a cgx offer on a holding', ZCreateOfferRequest, cgxOffer],
    ['an igrainX offer on farm grain', ZCreateOfferRequest, igrainOffer],
    ['an igrainX re-offer', ZUpdateOfferRequest, { ...igrainOffer, reoffer: true }],
    ['grain on farm at an address', ZCreateFarmGrainRequest, { ...farmGrain, location: { address: '1 Mill Rd', state: 'NSW' } }],
    ['grain on farm near a town', ZCreateFarmGrainRequest, farmGrain],
  ] as const)('%s', (_name, schema, body) => {
    expect(errorsOf(schema, body)).toEqual({});
  });
});

describe('the order schemas answer each rule on its field (spec 001 §3, §5)', () => {
  it.each([
    // An order names a site or a port zone.
    [
      'a cgx bid line without a site or port zone',
      ZCreateBidRequest,
      { ...cgxBid, bidsAttributes: [{ gradeId: 1, price: '300.00' }] },
      { 'bidsAttributes.0.siteId': [MSG.required] },
    ],
    [
      'the second line of an edit without a site',
      ZUpdateBidRequest,
      { ...cgxBid, bidsAttributes: [{ id: 1, siteId: 1, price: '300.00' }, { price: '301.00' }] },
      { 'bidsAttributes.1.siteId': [MSG.required] },
    ],
    [
      'an edit removing every line',
      ZUpdateBidRequest,
      { ...cgxBid, bidsAttributes: [{ id: 1, delete: true, price: '1' }] },
      { bidsAttributes: [MSG.required] },
    ],
    // igrainX locations.
    [
      'an igrainX line without a pricing point',
      ZCreateBidRequest,
      { ...igrainBid, pricingPoint: null },
      { 'bidsAttributes.0.location.pricingPoint': [MSG.required] },
    ],
    [
      'an igrainX line with no place',
      ZCreateBidRequest,
      { ...igrainBid, bidsAttributes: [{ price: '300.00' }] },
      {
        'bidsAttributes.0.location.nearestTown': [MSG.required],
        'bidsAttributes.0.location.nearestTownDirection': [MSG.required],
        'bidsAttributes.0.location.nearestTownDistanceRange': [MSG.required],
      },
    ],
    [
      'a direction and a range not in their lists',
      ZCreateBidRequest,
      {
        ...igrainBid,
        bidsAttributes: [{ price: '300.00', location: { ...near, nearestTownDirection: 'UP', nearestTownDistanceRange: '40 km' } }],
      },
      {
        'bidsAttributes.0.location.nearestTownDirection': [MSG.chooseDirection],
        'bidsAttributes.0.location.nearestTownDistanceRange': [MSG.chooseDistanceRange],
      },
    ],
    [
      'an Ex Farm line at an address only (only Free on Truck may be exact)',
      ZCreateBidRequest,
      { ...igrainBid, bidsAttributes: [{ price: '300.00', location: { address: '1 Mill Rd' } }] },
      {
        'bidsAttributes.0.location.nearestTown': [MSG.required],
        'bidsAttributes.0.location.nearestTownDirection': [MSG.required],
        'bidsAttributes.0.location.nearestTownDistanceRange': [MSG.required],
      },
    ],
    [
      'a Delivered line without a delivered site',
      ZCreateBidRequest,
      { ...igrainBid, bidsAttributes: [{ price: '300.00', location: { pricingPoint: 'Delivered' } }] },
      { 'bidsAttributes.0.location.deliveredSiteId': [MSG.required] },
    ],
    ['a cgx offer without a holding', ZCreateOfferRequest, { ...cgxOffer, holdingId: undefined }, { holdingId: [MSG.required] }],
    [
      'an igrainX offer without farm grain or location',
      ZCreateOfferRequest,
      { ...igrainOffer, farmGrainId: undefined, location: undefined },
      { farmGrainId: [MSG.required], location: [MSG.required] },
    ],
    [
      'an igrainX offer edit with a bad direction',
      ZUpdateOfferRequest,
      { ...igrainOffer, location: { ...igrainOffer.location, nearestTownDirection: 'X' } },
      { 'location.nearestTownDirection': [MSG.chooseDirection] },
    ],
    [
      'an igrainX offer Delivered without a site',
      ZCreateOfferRequest,
      { ...igrainOffer, location: { pricingPoint: 'Delivered' } },
      { 'location.deliveredSiteId': [MSG.required] },
    ],
    [
      'grain on farm with a range past 20 km',
      ZCreateFarmGrainRequest,
      { ...farmGrain, location: { ...near, nearestTownDistanceRange: '20-25 km' } },
      { 'location.nearestTownDistanceRange': [MSG.chooseDistanceRange] },
    ],
    [
      'grain on farm with no place',
      ZCreateFarmGrainRequest,
      { ...farmGrain, location: {} },
      {
        'location.nearestTown': [MSG.required],
        'location.nearestTownDirection': [MSG.required],
        'location.nearestTownDistanceRange': [MSG.required],
      },
    ],
    // Quality amounts: the part that needs no unit.
    [
      'a negative bid quality limit',
      ZCreateBidRequest,
      {
        ...cgxBid,
        qualityParametersAttributes: [
          { qualityParameterId: 1, amount: '11' },
          { qualityParameterId: 2, amount: '-1' },
        ],
      },
      { 'qualityParametersAttributes.1.amount': [MSG.notNegative] },
    ],
    [
      'a bid quality limit too long for any unit',
      ZCreateBidRequest,
      { ...cgxBid, qualityParametersAttributes: [{ qualityParameterId: 1, amount: '1'.repeat(23) }] },
      { 'qualityParametersAttributes.0.amount': [MSG.qualityValueTooLong] },
    ],
    [
      'an empty offer quality value',
      ZCreateOfferRequest,
      { ...cgxOffer, qualityParametersAttributes: [{ qualityParameterId: 1, amount: '  ' }] },
      { 'qualityParametersAttributes.0.amount': [MSG.required] },
    ],
    [
      'a negative offer quality value',
      ZUpdateOfferRequest,
      { ...cgxOffer, qualityParametersAttributes: [{ qualityParameterId: 1, amount: '- 0.5' }] },
      { 'qualityParametersAttributes.0.amount': [MSG.notNegative] },
    ],
    // Payment terms (decision 0140).
    [
      'a bid’s payment term that is not 7, 14, 21 or 28 days',
      ZCreateBidRequest,
      { ...cgxBid, paymentTerms: [7, 0] },
      { 'paymentTerms.1': [MSG.choosePaymentTerms] },
    ],
    ['an offer’s old default', ZCreateOfferRequest, { ...cgxOffer, paymentTerms: 'default' }, { paymentTerms: [MSG.choosePaymentTerms] }],
  ] as const)('%s', (_name, schema, body, errors) => {
    expect(errorsOf(schema, body)).toEqual(errors);
  });

  it('says the location rules while other fields are still wrong, as a form needs', () => {
    const errors = errorsOf(ZCreateBidRequest, { ...cgxBid, seasonId: 'x', bidsAttributes: [{ price: 'abc' }] });
    expect(errors['bidsAttributes.0.siteId']).toEqual([MSG.required]);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['seasonId', 'bidsAttributes.0.price']));
  });
});

describe('payment terms are a number of days on both sides (decision 0140)', () => {
  it('defaults an offer to 7 (within 7 business days) and keeps null as deferred until July', () => {
    expect(ZCreateOfferRequest.parse(cgxOffer).paymentTerms).toBe(7);
    expect(ZCreateOfferRequest.parse({ ...cgxOffer, paymentTerms: null }).paymentTerms).toBeNull();
    expect(ZCreateOfferRequest.parse({ ...cgxOffer, paymentTerms: 21 }).paymentTerms).toBe(21);
  });
  it('takes a bid’s list of them, empty meaning any', () => {
    expect(ZCreateBidRequest.parse(cgxBid).paymentTerms).toEqual([]);
    expect(ZCreateBidRequest.parse({ ...cgxBid, paymentTerms: [7, 14, 21, 28] }).paymentTerms).toEqual([7, 14, 21, 28]);
    expect(ZCreateBidRequest.safeParse({ ...cgxBid, paymentTerms: [null] }).success).toBe(false);
  });
});

describe('quality amounts with their unit (spec 001 §3, §5, §9)', () => {
  it.each([
    ['12.5', '%', null],
    ['1234567890123456', 'g', null],
    ['12345678901234567', '%', MSG.qualityValueTooLong],
    ['1234567890123456789012', 'celcius', null],
    ['-1', 'kg/hl', MSG.notNegative],
    ['11.55', '%', null],
    ['11.555', '%', qualityDecimalsMessage(2)],
    ['12.345', '%', qualityDecimalsMessage(2)],
    ['76.5', 'kg/hl', null],
    ['30', 'sec', null],
    ['30.5', 'sec', 'Must be a whole number'],
    ['300.5', 'sec', 'Must be a whole number'],
    ['12.5', 'celcius', 'Must be a whole number'],
    ['abc', 'sec', MSG.mustBeNumber],
    ['Nil', 'other', MSG.mustBeNumber],
    ['101', '%', MSG.qualityPercentAboveHundred],
  ] as const)('%s %s', (amount, unit, message) => {
    expect(qualityAmountError(amount, unit)).toBe(message);
  });

  it('the schema’s part never refuses what some unit allows, and refuses what no unit does', () => {
    expect(qualityAmountTextError('1'.repeat(22))).toBeNull();
    expect(qualityAmountTextError('1'.repeat(23))).toBe(MSG.qualityValueTooLong);
    expect(qualityAmountTextError('-2')).toBe(MSG.notNegative);
    expect(qualityAmountTextError('abc')).toBe(MSG.mustBeNumber);
    expect(qualityAmountTextError('12.345')).toBeNull();
    expect(qualityDecimalsMessage(2)).toBe('Must be a number (max 2 decimals)');
    const amountOf = (amount: string) =>
      errorsOf(ZCreateBidRequest, { ...cgxBid, qualityParametersAttributes: [{ qualityParameterId: 1, amount }] })[
        'qualityParametersAttributes.0.amount'
      ];
    expect(amountOf('abc')).toEqual([MSG.mustBeNumber]);
    expect(amountOf('-1')).toEqual([MSG.notNegative]);
    expect(amountOf('12.5')).toBeUndefined();
  });

  it('puts each unit’s problem on its row, for the server and for a form that knows the units', () => {
    const units = new Map([
      [1, '%'],
      [2, 'sec'],
    ]);
    const attributes = [
      { qualityParameterId: 1, amount: '12345678901234567' },
      { qualityParameterId: 2, amount: '3.5' },
      { qualityParameterId: 3, amount: '1.2345' },
    ];
    expect(qualityAmountProblems(attributes, (id) => units.get(id))).toEqual([
      { path: ['qualityParametersAttributes', 0, 'amount'], message: MSG.qualityValueTooLong },
      { path: ['qualityParametersAttributes', 1, 'amount'], message: 'Must be a whole number' },
    ]);
    const formSchema = ZCreateBidRequest.check(qualityAmountsRule((id) => units.get(id)));
    expect(errorsOf(formSchema, { ...cgxBid, qualityParametersAttributes: attributes })).toEqual({
      'qualityParametersAttributes.0.amount': [MSG.qualityValueTooLong],
      'qualityParametersAttributes.1.amount': ['Must be a whole number'],
    });
  });
});

describe('igrainLocationProblems', () => {
  it('says nothing without a known pricing point (that is the pricing point’s own problem)', () => {
    expect(igrainLocationProblems({}, undefined)).toEqual([]);
    expect(igrainLocationProblems({}, 'Somewhere')).toEqual([]);
  });
  it('reads what a form holds: no location, numbers and blanks', () => {
    expect(igrainLocationProblems(undefined, 'Delivered')).toEqual([{ path: ['deliveredSiteId'], message: MSG.required }]);
    expect(igrainLocationProblems({ nearestTown: '  ', nearestTownDirection: 3, nearestTownDistanceRange: '0-5 km' }, 'Ex Farm')).toEqual([
      { path: ['nearestTown'], message: MSG.required },
      { path: ['nearestTownDirection'], message: MSG.required },
    ]);
  });
});
