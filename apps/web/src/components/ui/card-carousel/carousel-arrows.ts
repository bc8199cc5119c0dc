export interface ArrowState {
  /** Number of cards. */
  count: number;
  /** Index of the current card. */
  current: number;
  /** The carousel loops from the last card to the first. */
  infinite: boolean;
  /** Something is still loading. */
  loading: boolean;
  /** Arrows switched on at all (the `arrows` option). */
  arrows?: boolean;
}

export interface ArrowVisibility {
  previous: boolean;
  next: boolean;
}

/**
 * spec 000 §2.2: arrows show only when there is more than one card and nothing is loading.
 * The left arrow hides on the first card and the right on the last, unless the carousel loops.
 */
export function arrowVisibility({ count, current, infinite, loading, arrows = true }: ArrowState): ArrowVisibility {
  if (!arrows || loading || count <= 1) return { previous: false, next: false };
  if (infinite) return { previous: true, next: true };
  return { previous: current > 0, next: current < count - 1 };
}

/** The card an arrow leads to, wrapping only when the carousel loops. */
export function neighbour(current: number, step: 1 | -1, count: number, infinite: boolean): number {
  const target = current + step;
  if (infinite) return (target + count) % count;
  return Math.min(Math.max(target, 0), Math.max(count - 1, 0));
}

/** spec 000 §3: initialSlide defaults to 0; an index outside the cards falls back to the nearest card. */
export const clampSlide = (index: number, count: number): number =>
  count <= 0 ? 0 : Math.min(Math.max(Math.trunc(index) || 0, 0), count - 1);
