import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatTradeId, parseTradeId } from './trade-id.ts';

describe('trade ids (design §5)', () => {
  it('prefix the market and pad the number to six digits', () => {
    expect(formatTradeId('cgx', 123)).toBe('CGX-000123');
    expect(formatTradeId('igrainx', 45)).toBe('IGX-000045');
    expect(formatTradeId('cgx', 999_999)).toBe('CGX-999999');
    expect(formatTradeId('cgx', 1_000_000)).toBe('CGX-1000000');
  });
  it('refuse numbers that are not whole and positive', () => {
    for (const bad of [0, -1, 1.5, Number.NaN, 2 ** 60]) expect(() => formatTradeId('cgx', bad)).toThrow(RangeError);
  });
  it('parse what they format, forgiving case and spaces', () => {
    expect(parseTradeId('CGX-000123')).toEqual({ market: 'cgx', sequence: 123 });
    expect(parseTradeId(' igx-000045 ')).toEqual({ market: 'igrainx', sequence: 45 });
    expect(parseTradeId('CGX-1000000')).toEqual({ market: 'cgx', sequence: 1_000_000 });
  });
  it('refuse anything else', () => {
    for (const bad of ['CGX-123', 'CGX000123', 'ABC-000123', 'CGX-000000', 'CGX-0123456', 'CGX-00012a', '', 'CGX-']) {
      expect(parseTradeId(bad), bad).toBeNull();
    }
  });
  it('round-trip for every market and number', () => {
    fc.assert(
      fc.property(fc.constantFrom('cgx' as const, 'igrainx' as const), fc.integer({ min: 1, max: 100_000_000 }), (market, sequence) => {
        const id = formatTradeId(market, sequence);
        expect(parseTradeId(id)).toEqual({ market, sequence });
        expect(parseTradeId(id.toLowerCase())).toEqual({ market, sequence });
      }),
    );
  });
  it('sort in number order within a market up to six digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 999_999 }), (a, b) => {
        expect(formatTradeId('cgx', a) < formatTradeId('cgx', b)).toBe(a < b);
      }),
    );
  });
});
