import { describe, expect, it } from 'vitest';
import { arrowVisibility, clampSlide, neighbour } from './carousel-arrows';

const base = { count: 6, current: 0, infinite: false, loading: false };

describe('arrowVisibility', () => {
  it('hides both arrows with one card or none', () => {
    expect(arrowVisibility({ ...base, count: 1 })).toEqual({ previous: false, next: false });
    expect(arrowVisibility({ ...base, count: 0 })).toEqual({ previous: false, next: false });
    expect(arrowVisibility({ ...base, count: 1, infinite: true })).toEqual({ previous: false, next: false });
  });

  it('hides both arrows while loading', () => {
    expect(arrowVisibility({ ...base, current: 2, loading: true })).toEqual({ previous: false, next: false });
    expect(arrowVisibility({ ...base, current: 2, loading: true, infinite: true })).toEqual({ previous: false, next: false });
  });

  it('hides both arrows when the arrows option is off', () => {
    expect(arrowVisibility({ ...base, current: 2, arrows: false })).toEqual({ previous: false, next: false });
  });

  it('hides the left arrow on the first card', () => {
    expect(arrowVisibility({ ...base, current: 0 })).toEqual({ previous: false, next: true });
  });

  it('shows both in the middle', () => {
    expect(arrowVisibility({ ...base, current: 3 })).toEqual({ previous: true, next: true });
  });

  it('hides the right arrow on the last card', () => {
    expect(arrowVisibility({ ...base, current: 5 })).toEqual({ previous: true, next: false });
  });

  it('shows both arrows on the first and last card when the carousel loops', () => {
    expect(arrowVisibility({ ...base, current: 0, infinite: true })).toEqual({ previous: true, next: true });
    expect(arrowVisibility({ ...base, current: 5, infinite: true })).toEqual({ previous: true, next: true });
  });

  it('works with two cards', () => {
    expect(arrowVisibility({ ...base, count: 2, current: 0 })).toEqual({ previous: false, next: true });
    expect(arrowVisibility({ ...base, count: 2, current: 1 })).toEqual({ previous: true, next: false });
  });
});

describe('neighbour', () => {
  it('stops at the ends without looping', () => {
    expect(neighbour(0, -1, 6, false)).toBe(0);
    expect(neighbour(5, 1, 6, false)).toBe(5);
    expect(neighbour(2, 1, 6, false)).toBe(3);
  });

  it('wraps around when looping', () => {
    expect(neighbour(0, -1, 6, true)).toBe(5);
    expect(neighbour(5, 1, 6, true)).toBe(0);
  });
});

describe('clampSlide', () => {
  it('keeps a valid index and clamps the rest', () => {
    expect(clampSlide(2, 6)).toBe(2);
    expect(clampSlide(-1, 6)).toBe(0);
    expect(clampSlide(9, 6)).toBe(5);
    expect(clampSlide(Number.NaN, 6)).toBe(0);
    expect(clampSlide(3, 0)).toBe(0);
  });
});
