import type { TAppStatus } from '@cgx/domain/app-status.schemas';

/** The element the server writes the app status into, in place of index.html's preload of /api/app-status. */
export const SERVED_APP_STATUS_ID = 'cgx-app-status';

/**
 * The app status the server wrote into the page (apps/server/src/web), so the app need not ask
 * for it before rendering; null when the page came from elsewhere (the service worker's copy of
 * index.html, the dev server) or the content is not a status.
 */
export function readServedAppStatus(doc: Document): TAppStatus | null {
  const text = doc.getElementById(SERVED_APP_STATUS_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<TAppStatus> | null;
    if (typeof value?.maintenance !== 'boolean' || typeof value.featureFlags !== 'object' || typeof value.support !== 'object') return null;
    return value as TAppStatus;
  } catch {
    return null;
  }
}
