const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let loadedId: string | null = null;

/**
 * Loads Google Tag Manager's container, once (decision 0094): its usual inline snippet as code of
 * the app, which the Content-Security-Policy allows, and the container's script from its origin,
 * which the server's policy allows only with GTM_ID set.
 */
export function loadTagManager(containerId: string): void {
  if (loadedId) return;
  loadedId = containerId;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}
