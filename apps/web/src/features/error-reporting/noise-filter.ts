import type { Breadcrumb, ErrorEvent, EventHint } from '@sentry/react';

/**
 * spec 000 §7: the error reporter drops noise. Matched against an error's "Type: message" (the SDK's
 * ignoreErrors), whatever browser wrote it.
 */
export const NOISE: RegExp[] = [
  // Network failures: Chrome, Firefox, Safari, React Native-style polyfills.
  /Failed to fetch/,
  /NetworkError when attempting to fetch resource/,
  /^(TypeError: )?Load failed/,
  /Network request failed/,
  /The network connection was lost/,
  // Module load failures: a chunk of an older build gone after a release, or the network again.
  /Failed to fetch dynamically imported module/,
  /error loading dynamically imported module/,
  /Importing a module script failed/,
  /Unable to preload CSS/,
  /ChunkLoadError|Loading chunk [\w-]+ failed/,
  // Resize observers: a browser notice that layout took two passes, not a fault.
  /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/,
  // Timeouts.
  /TimeoutError|signal timed out|timeout of \d+ms exceeded|^(Error: )?Timeout/i,
];

const FILTERED = '[Filtered]';
const SECRET_PARAM = /token|pass(word)?|secret|code|key|signature/i;

/**
 * A URL without its fragment (the impersonation window's tokens travel there, decision 0066) and
 * with the values of secret query parameters (a reset link's token) replaced.
 */
export function scrubUrl(url: string): string {
  const [address = ''] = url.split('#');
  const at = address.indexOf('?');
  if (at < 0) return address;
  const params = new URLSearchParams(address.slice(at + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAM.test(key)) params.set(key, FILTERED);
  return `${address.slice(0, at)}?${params.toString()}`;
}

/** The API client's error for a request that got no answer (lib/api-client.ts: status 0). */
const isUnansweredRequest = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'ApiError' &&
  (error as { status?: unknown }).status === 0;

/** beforeSend: drops what ignoreErrors cannot see (the API client's network failure), and scrubs the page address. */
export function filterEvent(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  if (isUnansweredRequest(hint.originalException)) return null;
  if (event.request?.url) event.request.url = scrubUrl(event.request.url);
  if (event.user) {
    if (event.user.id === undefined) delete event.user;
    else event.user = { id: event.user.id };
  }
  return event;
}

/** beforeBreadcrumb: no breadcrumb of a request answered 401 (an ended session is not a fault), no token in an address. */
export function filterBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  const { category, data } = breadcrumb;
  if ((category === 'fetch' || category === 'xhr') && data?.status_code === 401) return null;
  if (!data) return breadcrumb;
  const scrubbed = { ...data };
  for (const key of ['url', 'from', 'to']) if (typeof scrubbed[key] === 'string') scrubbed[key] = scrubUrl(scrubbed[key]);
  return { ...breadcrumb, data: scrubbed };
}
