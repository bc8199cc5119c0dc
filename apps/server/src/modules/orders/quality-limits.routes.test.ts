import { MSG } from '@cgx/domain/messages';
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
  it('refuses an amount too long for its unit or negative, on the amount of its row, with the spec’s words', async () => {
    const buyer = await trader();
    const parameter = await percentParameter();
    const withLimits = (amounts: string[]) =>
      bid(buyer, '300.00', '100', {
        bidsAttributes: [{ gradeId: null, siteId: ref.moree, price: '300.00' }],
        qualityParametersAttributes: amounts.map((amount) => ({ qualityParameterId: parameter.id, amount })),
      });

    const refused = await withLimits(['12.5', '1234567890123456.5', '-1']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      'qualityParametersAttributes.1.amount': [MSG.qualityValueTooLong],
      'qualityParametersAttributes.2.amount': [MSG.notNegative],
    });
    expect(refused.json().errors['qualityParametersAttributes.0.amount']).toBeUndefined();

    // 15 characters plus the unit's one: still within the limit.
    expect((await withLimits(['1234567890123456'])).statusCode).toBe(201);
  });
});
