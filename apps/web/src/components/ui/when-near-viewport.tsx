import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Renders its children once the placeholder comes within `margin` of the viewport, so content
 * far below the fold (and the code it loads) waits until the visitor scrolls towards it. Where
 * IntersectionObserver is missing, it renders at once.
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
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  if (near) return children;
  return <div ref={placeholder} style={{ minHeight }} aria-hidden />;
}
