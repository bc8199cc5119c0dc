import { describe, expect, it } from 'vitest';
import { formatAbn, formatBsb } from './invoice-format.ts';

describe('invoice formats', () => {
  it('ABNs and BSBs', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
    expect(formatAbn('51 824 753 556')).toBe('51 824 753 556');
    expect(formatAbn(null)).toBe('Not provided');
    expect(formatBsb('065000')).toBe('065-000');
    expect(formatBsb('065-000')).toBe('065-000');
  });
});
