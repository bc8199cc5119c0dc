import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import {
  canolaAdjustedPrice,
  canolaPriceFactor,
  insuredValue,
  portEquivalent,
  sitePriceFromPortEquivalent,
  tolerance,
  toleranceRange,
  tradeValue,
} from './pricing.ts';

/** Tonnages from 0.001 to 100 000 t, to the kilogram. */
const quantity = fc.integer({ min: 1, max: 100_000_000 }).map((kg) => dec(kg).dividedBy(1000).toFixed(3));
/** Prices from $0.01 to $2 000/mt. */
const price = fc.integer({ min: 1, max: 200_000 }).map((cents) => dec(cents).dividedBy(100).toFixed(2));

describe('port equivalent', () => {
  it('adds the site’s port differential to the site price', () => {
    expect(portEquivalent('312.50', '28.75')).toBe('341.25');
    expect(portEquivalent('300', '-4.10')).toBe('295.90');
    expect(sitePriceFromPortEquivalent('341.25', '28.75')).toBe('312.50');
  });
  it('goes there and back', () => {
    fc.assert(
      fc.property(
        price,
        price,
        (site, differential) => sitePriceFromPortEquivalent(portEquivalent(site, differential), differential) === site,
      ),
    );
  });
});

describe('tolerance (spec 001 §9: the lesser of 5% or 20 t)', () => {
  it.each([
    ['100', '5.000'],
    ['400', '20.000'],
    ['1000', '20.000'],
    ['25', '1.250'],
    ['33.333', '1.667'],
  ])('%s t → %s t', (quantityText, expected) => {
    expect(tolerance(quantityText)).toBe(expected);
  });
  it('gives the range a seller may deliver', () => {
    expect(toleranceRange('100')).toEqual({ min: '95.000', max: '105.000' });
    expect(toleranceRange('1000')).toEqual({ min: '980.000', max: '1020.000' });
  });
  it('never exceeds 20 t or 5%, and is one or the other', () => {
    fc.assert(
      fc.property(quantity, (text) => {
        const value = dec(tolerance(text));
        const fivePercent = dec(text).times('0.05');
        expect(value.lessThanOrEqualTo(20)).toBe(true);
        expect(value.minus(fivePercent).lessThanOrEqualTo('0.0005')).toBe(true);
        expect(value.equals(20) || value.minus(fivePercent).abs().lessThanOrEqualTo('0.0005')).toBe(true);
        const range = toleranceRange(text);
        expect(dec(range.max).minus(range.min).equals(value.times(2))).toBe(true);
      }),
    );
  });
});

describe('canola (spec 000 §9: 42% oil basis, 1.5% of price per 1% oil)', () => {
  it('pays the base price at 42% oil', () => {
    expect(canolaAdjustedPrice('650.00', '42')).toBe('650.00');
  });
  it('adds or takes 1.5% per point of oil', () => {
    expect(canolaPriceFactor('44').toString()).toBe('1.03');
    expect(canolaPriceFactor('40').toString()).toBe('0.97');
    expect(canolaAdjustedPrice('650.00', '44')).toBe('669.50');
    expect(canolaAdjustedPrice('650.00', '40')).toBe('630.50');
    expect(canolaAdjustedPrice('650.00', '42.5')).toBe('654.88');
  });
  it('moves the price by exactly 1.5% of the base for each point', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 3500, max: 5500 }), (base, oilHundredths) => {
        const oil = dec(oilHundredths).dividedBy(100);
        const adjusted = dec(canolaAdjustedPrice(base, oil));
        const exact = dec(base).plus(dec(base).times('0.015').times(oil.minus(42)));
        expect(adjusted.minus(exact).abs().lessThanOrEqualTo('0.005')).toBe(true);
        expect(adjusted.greaterThanOrEqualTo(base)).toBe(oil.greaterThanOrEqualTo(42) || adjusted.equals(base));
      }),
    );
  });
});

describe('trade and insured value', () => {
  it('multiplies exactly and rounds once to the cent', () => {
    expect(tradeValue('123.456', '312.45')).toBe('38573.83');
    expect(tradeValue('0.1', '0.2')).toBe('0.02');
    expect(insuredValue('100', '350.00')).toBe('31500.00');
    expect(insuredValue('123.456', '312.45')).toBe('34716.44');
  });
  it('insures 90% of the value, within a cent of 90% of the rounded value', () => {
    fc.assert(
      fc.property(quantity, price, (q, p) => {
        const value = dec(tradeValue(q, p));
        const insured = dec(insuredValue(q, p));
        expect(insured.minus(value.times('0.9')).abs().lessThanOrEqualTo('0.01')).toBe(true);
        expect(insured.lessThanOrEqualTo(value)).toBe(true);
      }),
    );
  });
});
