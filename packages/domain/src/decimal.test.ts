import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, Decimal, decString, isDecimalString, maxDec, minDec, money, tonnes, tryDec } from './decimal.ts';

/** Decimal strings with up to 3 decimals, as they cross the API. */
const decimalString = fc
  .tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 0, max: 999 }))
  .map(([whole, thousandths]) => `${whole < 0 ? '-' : ''}${Math.abs(whole)}.${String(thousandths).padStart(3, '0')}`);

describe('dec', () => {
  it('adds up where floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(dec('0.1').plus('0.2').equals('0.3')).toBe(true);
    expect(decString(dec('1234567.891').times('312.45'))).toBe('385740737.54295');
  });
  it('takes API strings, constants and Decimals, and refuses everything else', () => {
    expect(dec(' 123.45 ').toString()).toBe('123.45');
    expect(dec(1.5).toString()).toBe('1.5');
    expect(dec(dec('7')).toString()).toBe('7');
    for (const bad of ['', 'abc', '1e5', '0x10', 'NaN', 'Infinity', '1.2.3', '.5', '5.', '1,000']) {
      expect(() => dec(bad), bad).toThrow(RangeError);
    }
    expect(() => dec(Number.NaN)).toThrow(RangeError);
    expect(() => dec(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => dec(new Decimal('NaN'))).toThrow(RangeError);
  });
  it('recognises API decimal strings', () => {
    expect(isDecimalString('250.00')).toBe(true);
    expect(isDecimalString('-3')).toBe(true);
    expect(isDecimalString('3e2')).toBe(false);
  });
  it('tryDec answers null instead of throwing', () => {
    expect(tryDec('abc')).toBeNull();
    expect(tryDec(undefined)).toBeNull();
    expect(tryDec({})).toBeNull();
    expect(tryDec('2.5')?.toString()).toBe('2.5');
  });
  it('never prints exponent notation', () => {
    expect(dec('0.0000000001').toString()).toBe('0.0000000001');
    expect(dec('1000000000000000000000000').toString()).toBe('1000000000000000000000000');
  });
});

describe('money and tonnes', () => {
  it('prints $ and $/mt with two decimals, rounding half up', () => {
    expect(money('250')).toBe('250.00');
    expect(money('0.005')).toBe('0.01');
    expect(money('2.345')).toBe('2.35');
    expect(money('-2.345')).toBe('-2.35');
    expect(money('-0.001')).toBe('0.00');
  });
  it('prints mt with three decimals, trailing zeros kept', () => {
    expect(tonnes('25')).toBe('25.000');
    expect(tonnes('12.3456')).toBe('12.346');
    expect(tonnes('0.0004')).toBe('0.000');
  });
  it('rounds to within half a unit of the last place and keeps a fixed shape', () => {
    fc.assert(
      fc.property(decimalString, fc.integer({ min: 0, max: 9999 }), (text, extra) => {
        const value = dec(`${text}${String(extra).padStart(4, '0')}`);
        const printed = money(value);
        expect(printed).toMatch(/^-?\d+\.\d{2}$/);
        expect(dec(printed).minus(value).abs().lessThanOrEqualTo('0.005')).toBe(true);
        expect(tonnes(value)).toMatch(/^-?\d+\.\d{3}$/);
      }),
    );
  });
});

describe('minDec and maxDec', () => {
  it('pick the extreme of mixed inputs', () => {
    expect(minDec('3', 2, dec('2.5')).toString()).toBe('2');
    expect(maxDec('3', 2, dec('3.01')).toString()).toBe('3.01');
    expect(() => minDec()).toThrow(RangeError);
  });
  it('agree with sorting', () => {
    fc.assert(
      fc.property(fc.array(decimalString, { minLength: 1, maxLength: 8 }), (values) => {
        const sorted = [...values].sort((a, b) => dec(a).comparedTo(dec(b)));
        expect(minDec(...values).equals(dec(sorted[0] ?? ''))).toBe(true);
        expect(maxDec(...values).equals(dec(sorted.at(-1) ?? ''))).toBe(true);
      }),
    );
  });
});
