import { describe, expect, it } from 'vitest';
import { formatDay, formatDecimal } from './format';

describe('analyst formats', () => {
  it('groups decimal strings without floats and drops trailing zeros', () => {
    expect(formatDecimal('1234567.500')).toBe('1,234,567.5');
    expect(formatDecimal('120.000')).toBe('120');
    expect(formatDecimal('n/a')).toBe('n/a');
  });

  it("writes a bucket's first day as dd MMM yyyy", () => {
    expect(formatDay('2026-11-02')).toBe('02 Nov 2026');
  });
});
