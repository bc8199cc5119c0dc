/**
 * The inline script at the end of every prerendered page (prerender-plugin.ts serialises this
 * function; it runs before any of the app's code, so it must be self-contained):
 *
 * - The page is already there to see, so its scripts start downloading once it has painted (the
 *   first contentful paint), leaving the connection to the HTML and the stylesheet until then. A
 *   hidden tab, which does not paint, and a browser that does not report paints load them at once.
 *   The app's script comes first, then `preloads`: the lazy chunks the page renders (the login
 *   page's, say; prerender-plugin.ts).
 * - A click on a button before React has taken the page over would do nothing: it is held, and
 *   `window.cgxTakenOver()`, which the app calls once it has (app/boot/hydration.tsx), clicks the
 *   button again. Links work without the app and are left alone.
 */
export function prerenderedPageScript(entry: string, preloads: string[]): void {
  const held: HTMLButtonElement[] = [];
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!held.includes(button)) held.push(button);
  };
  document.addEventListener('click', hold, true);
  window.cgxTakenOver = () => {
    document.removeEventListener('click', hold, true);
    for (const button of held.splice(0)) if (button.isConnected) button.click();
  };

  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  };
  const paints = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).includes('paint');
  if (document.visibilityState === 'hidden' || !paints) {
    load();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
}

declare global {
  interface Window {
    /** Set by the prerendered page's script: the app has taken the page over. */
    cgxTakenOver?: () => void;
  }
}
