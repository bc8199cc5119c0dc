import { useSyncExternalStore } from 'react';
import { whenIdle } from '../../lib/idle';

/** Whether the page on screen is still the prerendered HTML, to React (main.tsx sets it). */
let prerendered = false;
const listeners = new Set<() => void>();

/** main.tsx, before React takes over a prerendered page. */
export function startTakeover(): void {
  prerendered = true;
}

/**
 * Once React has taken the page over: components reading usePrerendered render for this browser,
 * each when the browser is next idle, so that no one task re-renders them all.
 */
export function endTakeover(): void {
  prerendered = false;
  for (const listener of listeners) whenIdle(listener);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * True in the build's prerender and while React takes the prerendered page over; false from
 * endTakeover() on, and in every page the browser renders itself. Switching when idle rather than
 * just after hydration keeps those re-renders out of hydration's tasks.
 */
export function usePrerendered(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => prerendered,
    () => true,
  );
}
