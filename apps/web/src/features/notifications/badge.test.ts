import { describe, expect, it } from 'vitest';
import { badgeLabel } from './badge';

describe('badgeLabel', () => {
  it('shows nothing at zero, the count up to 9 and 9+ above 9', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(-1)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
    expect(badgeLabel(250)).toBe('9+');
  });
});
