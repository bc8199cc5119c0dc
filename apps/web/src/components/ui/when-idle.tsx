import { type ReactNode, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/idle';

/**
 * Renders its children once the browser is idle after the page's first render, for parts that show
 * nothing until used (the notifications container). The page's first render, and React's takeover
 * of a prerendered page, do not wait for them.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? children : null;
}
