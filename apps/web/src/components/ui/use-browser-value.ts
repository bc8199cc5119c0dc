import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * A fact about the browser that does not change while the page is open (storage blocked, the
 * user agent), read during render. While React hydrates a prerendered page it answers
 * `prerendered`, the value the page was rendered with, and re-renders with the browser's own
 * value just after, so the page never mismatches its HTML. `read` must return a primitive.
 */
export function useBrowserValue<T extends string | number | boolean>(read: () => T, prerendered: T): T {
  return useSyncExternalStore(noSubscription, read, () => prerendered);
}
