import { describe, expect, it } from 'vitest';
import { feePriceError, ZFeeEstimateQuery } from './fees.schemas.ts';

describe('fee estimate query', () => {
  it.each([
    ['', 'Required'],
    ['abc', 'Must be a number'],
    ['1e3', 'Must be a number'],
    ['12.345', 'Enter an amount in dollars and cents'],
    ['0', 'Must be greater than 0'],
    ['0.00', 'Must be greater than 0'],
    ['-1', 'Must be greater than 0'],
    ['0.01', null],
    ['350', null],
    ['350.5', null],
  ])('price %j: %s', (price, message) => {
    expect(feePriceError(price)).toBe(message);
  });

  it('coerces ids, trims the price and upper-cases the state', () => {
    expect(ZFeeEstimateQuery.parse({ organisationId: '3', seasonId: '1', commodityId: '2', price: ' 350.00 ', state: 'sa' })).toEqual({
      organisationId: 3,
      seasonId: 1,
      commodityId: 2,
      price: '350.00',
      state: 'SA',
    });
    expect(ZFeeEstimateQuery.safeParse({ organisationId: 3, seasonId: 1, commodityId: 2, price: '1', state: 'XX' }).success).toBe(false);
  });
});
