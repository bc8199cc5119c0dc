import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format';

describe('analyst formats', () => {
  it('groups decimal strings without floats and drops trailing zeros', () => {
    expect(formatDecimal('1234567.500')).toBe('1,234,567.5');
    expect(formatDecimal('120.000')).toBe('120');
    expect(formatDecimal('n/a')).toBe('n/a');
  });
});
