import { describe, expect, it } from 'vitest';
import {
  anyToEmpty,
  approximateRows,
  deferredAllowed,
  expiryForPeriod,
  formatQualityAmount,
  isJulyPeriod,
  periodKind,
  qualityDecimals,
  withAnyChoice,
} from './order-form-rules';
import { ANY } from './order-form-values';

describe('trading form rules (spec 001 §3, §4, §6)', () => {
  it.each([
    ['Jul 2027', false, false],
    ['Jul 2027', true, false],
    ['July', true, false],
    ['Mar 2027', true, true],
    ['Mar 2027', false, false],
    ['Now', true, true],
  ])('Deferred until July for %s (seller may defer: %s) is %s', (period, seller, allowed) => {
    expect(deferredAllowed(seller, period)).toBe(allowed);
    expect(isJulyPeriod(period)).toBe(/jul/i.test(period));
  });

  it('a period with an end date makes the expiry custom on that date; Now makes it default', () => {
    expect(expiryForPeriod('2027-03-31')).toEqual({ expiryMode: 'custom', expiryDate: '2027-03-31' });
    expect(expiryForPeriod(null)).toEqual({ expiryMode: 'default', expiryDate: '' });
    expect(periodKind('now')).toBe('now');
    expect(periodKind('month')).toBe('future');
    expect(periodKind('harvest')).toBe('future');
  });

  it.each([
    ['%', '12.5', '12.50'],
    ['kg/hl', '76', '76.00'],
    ['sec', '300', '300'],
    ['celcius', '12', '12'],
    ['cm', '1.2', '1.20'],
    ['g', '40', '40.00'],
    ['%', '.5', '0.50'],
    ['%', '5.', '5.00'],
    // More decimals than the unit's are left as typed for the rule to refuse, never rounded (issue 24).
    ['%', '12.345', '12.345'],
    ['sec', '300.5', '300.5'],
    ['other', '3.7', '3.7'],
    ['%', 'abc', 'abc'],
    ['%', '-1', '-1'],
    ['', '12.5', '12.5'],
  ])('a quality amount in %s is written %s → %s', (unit, amount, shown) => {
    expect(formatQualityAmount(amount, unit)).toBe(shown);
  });

  it('knows the decimals of every unit of the table', () => {
    expect(['%', 'kg/hl', 'sec', 'cm', 'g', 'celcius', 'other', 'ppm'].map(qualityDecimals)).toEqual([2, 2, 0, 2, 2, 0, 0, 0]);
  });

  it('Any excludes the other choices of a list, and is the empty list on the wire', () => {
    expect(withAnyChoice([ANY], [ANY, 'Scepter'])).toEqual(['Scepter']);
    expect(withAnyChoice(['Scepter'], ['Scepter', ANY])).toEqual([ANY]);
    expect(withAnyChoice(['Scepter'], [])).toEqual([]);
    expect(anyToEmpty([ANY])).toEqual([]);
    expect(anyToEmpty(['14', '21'])).toEqual(['14', '21']);
  });

  it('makes one row per distance and direction, by distance then the compass', () => {
    expect(approximateRows('Dubbo, NSW', ['S', 'N'], ['5-10 km', '0-5 km']).map((row) => row.label)).toEqual([
      '0-5 km N of Dubbo, NSW',
      '0-5 km S of Dubbo, NSW',
      '5-10 km N of Dubbo, NSW',
      '5-10 km S of Dubbo, NSW',
    ]);
  });
});
