import { SERVICE_WORKER_CHECK_MS } from '@cgx/domain/constants';
import { whenIdle } from '../../lib/idle';

/** The service worker vite-plugin-pwa builds (vite.config.ts), at the site root. */
export const SERVICE_WORKER_URL = '/sw.js';

interface UpdatableRegistration {
  installing: unknown;
  update(): Promise<unknown>;
}

/**
 * spec 000 §7, §9: a HEAD request to the service-worker file; when it answers, the registration
 * looks for a new version (which then waits and raises the 'Fresh updates have landed!' prompt).
 * Skipped offline and while a new version is already installing.
 */
export async function checkForUpdate(
  registration: UpdatableRegistration,
  fetchImpl: typeof fetch = fetch,
  online: boolean = navigator.onLine,
): Promise<boolean> {
  if (registration.installing || !online) return false;
  try {
    const response = await fetchImpl(SERVICE_WORKER_URL, { method: 'HEAD', cache: 'no-store', headers: { 'cache-control': 'no-cache' } });
    if (response.status !== 200) return false;
    await registration.update();
    return true;
  } catch {
    return false;
  }
}

type Listener = () => void;

/** The app's one registration; both layouts show the prompt, so it lives outside React. */
const store = { needRefresh: false, listeners: new Set<Listener>(), apply: null as null | (() => void), started: false };

export const subscribeUpdate = (listener: Listener) => {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
};
export const updateReady = (): boolean => store.needRefresh;

/** Reloads into the waiting version. */
export const applyUpdate = (): void => store.apply?.();

function announce(apply: () => void) {
  store.needRefresh = true;
  store.apply = apply;
  for (const listener of store.listeners) listener();
}

/**
 * Resolves once the page has loaded and the browser is idle: installing the worker downloads and
 * caches the whole app, which must not compete with the page's own first work.
 */
function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    const afterLoad = () => void whenIdle(resolve, 10_000);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
}

/** Registers the service worker once per page load (production builds only) and checks every 5 minutes. */
export async function startServiceWorker(): Promise<void> {
  if (store.started || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  store.started = true;
  await pageSettled();
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () =>
    announce(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  const registration = await workbox.register();
  if (registration) setInterval(() => void checkForUpdate(registration), SERVICE_WORKER_CHECK_MS);
}
