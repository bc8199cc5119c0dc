import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSydneyDay } from './calendar.ts';
import { dec, money, tonnes } from './decimal.ts';
import { formatDay, formatMoney, formatPricePerTonne, formatTonnes, formatWholeTonnes } from './format.ts';

describe('formatMoney (issue 24 §11: one way, half-up, thousands separated)', () => {
  it.each([
    ['12.345', '$12.35'],
    ['12.344', '$12.34'],
    ['25230', '$25,230.00'],
    ['25230.00', '$25,230.00'],
    ['1234567.5', '$1,234,567.50'],
    ['999.995', '$1,000.00'],
    ['0', '$0.00'],
    ['0.005', '$0.01'],
    ['0.004', '$0.00'],
    ['-5', '-$5.00'],
    ['-12.345', '-$12.35'],
    ['-1234.5', '-$1,234.50'],
    ['-0.001', '$0.00'],
    ['007.1', '$7.10'],
    ['12345678901234567890.10', '$12,345,678,901,234,567,890.10'],
  ])('%s → %s', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('takes numbers and Decimals, and shows what is not a decimal as it came', () => {
    expect(formatMoney(285)).toBe('$285.00');
    expect(formatMoney(dec('1.005'))).toBe('$1.01');
    expect(formatMoney('oops')).toBe('oops');
    expect(formatMoney('')).toBe('');
    expect(formatPricePerTonne('350')).toBe('$350.00/mt');
  });

  it('rounds exactly as the settlement arithmetic (decimal.ts money) does', () => {
    const amount = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 99_999 }))
      .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}.${String(fraction).padStart(5, '0')}`);
    fc.assert(
      fc.property(amount, (value) => {
        expect(formatMoney(value).replace(/[$,]/g, '')).toBe(money(value));
      }),
    );
  });
});

describe('formatTonnes', () => {
  it.each([
    ['1234.500', '1,234.5'],
    ['120.000', '120'],
    ['98.5', '98.5'],
    ['1234567.890', '1,234,567.89'],
    ['0.000', '0'],
    ['0.0005', '0.001'],
    ['0.0004', '0'],
    ['-25.25', '-25.25'],
    ['-1000', '-1,000'],
    ['99999.9996', '100,000'],
  ])('%s → %s', (value, text) => {
    expect(formatTonnes(value)).toBe(text);
  });

  it('rounds to the kilogram as decimal.ts tonnes does', () => {
    const quantity = fc
      .tuple(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99_999 }))
      .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(5, '0')}`);
    fc.assert(
      fc.property(quantity, (value) => {
        expect(formatTonnes(value).replace(/,/g, '')).toBe(tonnes(value).replace(/\.?0+$/, '') || '0');
      }),
    );
  });

  it('whole tonnes for headline figures', () => {
    expect(formatWholeTonnes('1234.500')).toBe('1,235');
    expect(formatWholeTonnes('999.700')).toBe('1,000');
    expect(formatWholeTonnes('0.000')).toBe('0');
    expect(formatWholeTonnes('-0.4')).toBe('0');
    expect(formatWholeTonnes('oops')).toBe('oops');
  });
});

describe('days', () => {
  it("a calendar day reads 'dd MMM yyyy'", () => {
    expect(formatDay('2026-07-01')).toBe('01 Jul 2026');
    expect(formatDay('2026-11-28')).toBe('28 Nov 2026');
    expect(formatDay('not a date')).toBe('not a date');
  });

  it('an instant reads as its day in Sydney, not in UTC', () => {
    // 7:55 am AEDT on 28 Nov 2026 is 20:55 UTC on the 27th.
    expect(formatSydneyDay(new Date('2026-11-27T20:55:00Z'))).toBe('28 Nov 2026');
    expect(formatSydneyDay('2026-11-27T20:55:00.000Z')).toBe('28 Nov 2026');
    // 9:30 am AEST on 1 Jul 2026 is 23:30 UTC on 30 Jun.
    expect(formatSydneyDay('2026-06-30T23:30:00Z')).toBe('01 Jul 2026');
    expect(formatSydneyDay('2026-06-30T13:59:59Z')).toBe('30 Jun 2026');
  });
});
