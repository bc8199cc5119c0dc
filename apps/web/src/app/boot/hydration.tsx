import type { TAppStatus } from '@cgx/domain/app-status.schemas';
import { type ReactNode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { endTakeover, startTakeover } from '../../components/ui/use-prerendered';
import { whenIdle } from '../../lib/idle';

/**
 * Whether React may take over the page's prerendered HTML as it is (hydrate) rather than render
 * afresh: only when the HTML is of this very address and the first render will match it. The
 * prerender (src/prerender) renders an anonymous visitor with the status the server chose the
 * page for; a visitor with a stored session, or a page without the status, renders differently.
 */
export function canHydrate(
  root: HTMLElement,
  location: { pathname: string; search: string },
  status: TAppStatus | null,
  signedIn: boolean,
): boolean {
  return root.dataset.prerendered === location.pathname && location.search === '' && status !== null && !status.maintenance && !signedIn;
}

/** Runs `then` in a task of its own once React has committed the page. */
function AfterCommit({ then }: { then: () => void }) {
  useEffect(() => {
    const timer = setTimeout(then);
    return () => clearTimeout(timer);
  }, [then]);
  return null;
}

/**
 * React has the page: buttons clicked before now are clicked again (src/prerender/page-script.ts),
 * and when the browser is next idle the parts rendered for the prerender (usePrerendered) render
 * for this browser.
 */
function takenOver() {
  window.cgxTakenOver?.();
  whenIdle(endTakeover);
}

/** Takes over the prerendered page in a transition, so React works in short slices with the main thread free between them. */
export function hydratePage(root: HTMLElement, app: ReactNode): void {
  startTakeover();
  startTransition(() => {
    hydrateRoot(
      root,
      <>
        {app}
        <AfterCommit then={takenOver} />
      </>,
    );
  });
}
