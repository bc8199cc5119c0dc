import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useBrowserValue } from './use-browser-value';

/**
 * Renders its children once the placeholder comes within `margin` of the viewport, so content
 * far below the fold (and the code it loads) waits until the visitor scrolls towards it. Where
 * IntersectionObserver is missing, it renders at once (once hydrated: a prerendered page has the
 * placeholder).
 */
export function WhenNearViewport({
  children,
  margin = '600px',
  minHeight = 400,
}: {
  children: ReactNode;
  margin?: string;
  minHeight?: number;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const noObserver = useBrowserValue(() => typeof IntersectionObserver === 'undefined', false);

  useEffect(() => {
    const element = placeholder.current;
    if (near || noObserver || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, noObserver, margin]);

  if (near || noObserver) return children;
  return <div ref={placeholder} style={{ minHeight }} aria-hidden />;
}
