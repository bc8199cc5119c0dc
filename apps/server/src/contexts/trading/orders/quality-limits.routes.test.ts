import { MSG, qualityDecimalsMessage } from '@cgx/domain/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { qualityParameters } from '../../../db/schema/reference.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { useTradingFixtures } from './orders.fixtures.ts';

const t = useTestApp();
const { ref, trader, grower, declareOnFarm, bid, offer } = useTradingFixtures(t);

/** A wheat quality parameter by its unit: '%' (Protein, Moisture, …), 'kg/hl' (Test Weight) or 'sec' (Falling Number). */
async function parameterIn(unit: '%' | 'kg/hl' | 'sec') {
  const [row] = await t.context.db
    .select()
    .from(qualityParameters)
    .where(and(eq(qualityParameters.commodityId, ref.commodityId), eq(qualityParameters.unit, unit)));
  if (!row) throw new Error(`no wheat quality parameter in ${unit}`);
  return row;
}

type Limit = [parameter: { id: number }, amount: string];
const attributes = (limits: Limit[]) => limits.map(([parameter, amount]) => ({ qualityParameterId: parameter.id, amount }));

/**
 * issue 24: 'abc' for Falling Number (sec) was accepted and shown on a live offer; 12.345 % and
 * 300.5 sec were rounded by the form. Every writer of quality amounts (bids and offers of both
 * markets, their edits, rebids and re-offers) checks them with the shared rules: a number, not
 * negative, with the unit's decimals; the form adds the same rules (order-form-checks.ts).
 */
describe('quality amounts are numbers in their parameter’s unit (spec 001 §3, §5)', () => {
  it('POST /api/bids refuses text, more decimals than the unit’s and a negative, each on its row', async () => {
    const buyer = await trader();
    const [percent, seconds] = [await parameterIn('%'), await parameterIn('sec')];
    const withLimits = (limits: Limit[]) =>
      bid(buyer, '300.00', '100', {
        bidsAttributes: [{ gradeId: null, siteId: ref.moree, price: '300.00' }],
        qualityParametersAttributes: attributes(limits),
      });

    // Text and a negative need no unit: the shared schema refuses them (the form says it before sending).
    const text = await withLimits([
      [seconds, 'abc'],
      [percent, '-1'],
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual({
      'qualityParametersAttributes.0.amount': [MSG.mustBeNumber],
      'qualityParametersAttributes.1.amount': [MSG.notNegative],
    });
    // The unit's decimals: the server knows each parameter's unit.
    const decimals = await withLimits([
      [percent, '12.345'],
      [seconds, '300.5'],
    ]);
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().errors).toEqual({
      'qualityParametersAttributes.0.amount': [qualityDecimalsMessage(2)],
      'qualityParametersAttributes.1.amount': ['Must be a whole number'],
    });
    expect((await withLimits([[percent, '101']])).json().errors).toEqual({
      'qualityParametersAttributes.0.amount': [MSG.qualityPercentAboveHundred],
    });

    const placed = await withLimits([
      [percent, '12.35'],
      [seconds, '300'],
    ]);
    expect(placed.statusCode).toBe(201);
    // An edit of the bid is checked the same way.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/bids/${placed.json().id}`,
      headers: { authorization: buyer.authorization },
      payload: {
        market: 'cgx',
        passwordToken: buyer.passwordToken,
        seasonId: ref.seasonId,
        commodityId: ref.commodityId,
        deliveryPeriodId: ref.now,
        quantity: '100',
        bidsAttributes: [{ gradeId: null, siteId: ref.moree, price: '300.00' }],
        qualityParametersAttributes: attributes([[seconds, 'abc']]),
      },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual({ 'qualityParametersAttributes.0.amount': [MSG.mustBeNumber] });
  });

  it('POST /api/offers refuses the same, for a cgx offer and an igrainX one', async () => {
    const seller = await grower('300');
    const [percent, seconds] = [await parameterIn('%'), await parameterIn('sec')];
    const cases: [Limit[], Record<string, string[]>][] = [
      [[[seconds, 'abc']], { 'qualityParametersAttributes.0.amount': [MSG.mustBeNumber] }],
      [[[percent, '12.345']], { 'qualityParametersAttributes.0.amount': [qualityDecimalsMessage(2)] }],
      [[[seconds, '300.5']], { 'qualityParametersAttributes.0.amount': ['Must be a whole number'] }],
      [[[percent, '-0.5']], { 'qualityParametersAttributes.0.amount': [MSG.notNegative] }],
    ];
    for (const [limits, errors] of cases) {
      const refused = await offer(seller, '900.00', '100', { qualityParametersAttributes: attributes(limits) });
      expect(refused.statusCode, JSON.stringify(limits)).toBe(400);
      expect(refused.json().errors).toEqual(errors);
    }

    const grain = await declareOnFarm(seller.user.organisationId, '100');
    const igrain = (limits: Limit[]) =>
      offer(seller, '900.00', '50', {
        market: 'igrainx',
        holdingId: undefined,
        farmGrainId: grain.id,
        location: { pricingPoint: 'Ex Farm', nearestTown: 'Dubbo, NSW', nearestTownDirection: 'NE', nearestTownDistanceRange: '5-10 km' },
        qualityParametersAttributes: attributes(limits),
      });
    // The schema's refusals come first: the unit's are checked once the body is well formed.
    const text = await igrain([
      [seconds, 'abc'],
      [percent, '12.345'],
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual({ 'qualityParametersAttributes.0.amount': [MSG.mustBeNumber] });
    const decimals = await igrain([
      [seconds, '300'],
      [percent, '12.345'],
    ]);
    expect(decimals.json().errors).toEqual({ 'qualityParametersAttributes.1.amount': [qualityDecimalsMessage(2)] });
    expect(
      (
        await igrain([
          [seconds, '300'],
          [percent, '12.35'],
        ])
      ).statusCode,
    ).toBe(201);
  });

  it('counts an amount’s length with its unit’s (spec 001 §5, §9)', async () => {
    const buyer = await trader();
    const [percent, weight] = [await parameterIn('%'), await parameterIn('kg/hl')];
    const withLimits = (limits: Limit[]) =>
      bid(buyer, '300.00', '100', {
        bidsAttributes: [{ gradeId: null, siteId: ref.moree, price: '300.00' }],
        qualityParametersAttributes: attributes(limits),
      });
    // Too long for '%' (though not for 'kg/hl'): the server knows the parameter's unit.
    const refused = await withLimits([
      [percent, '12.5'],
      [percent, '12345678901234567'],
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'qualityParametersAttributes.1.amount': [MSG.qualityValueTooLong] });
    // Too long for any unit: the schema says it too.
    const tooLong = await withLimits([[weight, '1'.repeat(23)]]);
    expect(tooLong.json().errors).toEqual({ 'qualityParametersAttributes.0.amount': [MSG.qualityValueTooLong] });
    // 15 characters plus the unit's five: still within the limit.
    expect((await withLimits([[weight, '1'.repeat(20)]])).statusCode).toBe(201);
  });
});
