import { type ReactNode, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/idle';

/**
 * Renders its children once the browser is idle after the page's first render (or at once when
 * `now`), for parts that show nothing until used: the notifications container, the closed mobile
 * menu. The page's first render, and React's takeover of a prerendered page, do not wait for them.
 */
export function WhenIdle({ children, now = false }: { children: ReactNode; now?: boolean }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle || now ? children : null;
}
