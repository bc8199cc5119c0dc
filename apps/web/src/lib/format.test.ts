import { describe, expect, it } from 'vitest';
import { formatDay } from './format';
import { formatSydneyDay } from './sydney-day';

describe('day formats', () => {
  it('writes a day as dd MMM yyyy (spec 000 §9)', () => {
    expect(formatDay('2026-11-02')).toBe('02 Nov 2026');
  });

  it('writes an instant as its Sydney day, not its UTC one', () => {
    // 21:30 UTC on 22 November is 8:30 am AEDT on 23 November.
    expect(formatSydneyDay('2026-11-22T21:30:00.000Z')).toBe('23 Nov 2026');
    expect(formatSydneyDay('2026-06-30T13:59:00.000Z')).toBe('30 Jun 2026');
  });
});
