import { MSG, qualityDecimalsMessage } from '@cgx/domain/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { qualityParameters } from '../../db/schema/reference.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useTradingFixtures } from './orders.fixtures.ts';

const t = useTestApp();
const { ref, trader, bid } = useTradingFixtures(t);

/** A wheat quality parameter measured in '%' (its amount may have 15 + 1 characters). */
async function percentParameter() {
  const [row] = await t.context.db
    .select()
    .from(qualityParameters)
    .where(and(eq(qualityParameters.commodityId, ref.commodityId), eq(qualityParameters.unit, '%')));
  if (!row) throw new Error('no wheat quality parameter in %');
  return row;
}

describe('quality limits on a bid (spec 001 §5)', () => {
  it('refuses an amount too long for its unit, negative or with too many decimals, on the amount of its row', async () => {
    const buyer = await trader();
    const parameter = await percentParameter();
    const withLimits = (amounts: string[]) =>
      bid(buyer, '300.00', '100', {
        bidsAttributes: [{ gradeId: null, siteId: ref.moree, price: '300.00' }],
        qualityParametersAttributes: amounts.map((amount) => ({ qualityParameterId: parameter.id, amount })),
      });

    // A negative amount needs no unit: the shared schema refuses it (a form says it before sending).
    const negative = await withLimits(['12.5', '1', '-1']);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors).toEqual({ 'qualityParametersAttributes.2.amount': [MSG.notNegative] });
    // Too long for '%' (though not for every unit): the server knows the parameter's unit.
    const refused = await withLimits(['12.5', '1234567890123456.5']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'qualityParametersAttributes.1.amount': [MSG.qualityValueTooLong] });
    // More decimals than the unit's (spec 001 §3: % has 2).
    const decimals = await withLimits(['12.555']);
    expect(decimals.json().errors).toEqual({ 'qualityParametersAttributes.0.amount': [qualityDecimalsMessage(2)] });
    // Too long for any unit: the schema says it too.
    const tooLong = await withLimits(['1'.repeat(23)]);
    expect(tooLong.json().errors).toEqual({ 'qualityParametersAttributes.0.amount': [MSG.qualityValueTooLong] });

    // 15 characters plus the unit's one: still within the limit.
    expect((await withLimits(['1234567890123456'])).statusCode).toBe(201);
  });
});
