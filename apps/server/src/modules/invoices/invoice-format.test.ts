import { describe, expect, it } from 'vitest';
import { formatAbn, formatBsb, formatDay, formatMoney, formatTonnes } from './invoice-format.ts';

describe('invoice formats', () => {
  it('money: dollars, thousands separators and cents, half-up, from decimal strings', () => {
    expect(formatMoney('12345.67')).toBe('$12,345.67');
    expect(formatMoney('1234567.5')).toBe('$1,234,567.50');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney('999.995')).toBe('$1,000.00');
    expect(formatMoney('-10')).toBe('-$10.00');
    expect(formatMoney('-0.001')).toBe('$0.00');
  });

  it('ABNs, BSBs, tonnes and dates', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('51 824 753 556')).toBe('51 824 753 556');
    expect(formatAbn(null)).toBe('Not provided');
    expect(formatBsb('065000')).toBe('065-000');
    expect(formatBsb('065-000')).toBe('065-000');
    expect(formatTonnes('98.5')).toBe('98.500 t');
    expect(formatDay('2026-07-01')).toBe('01 Jul 2026');
    expect(formatDay('not a date')).toBe('not a date');
  });
});
