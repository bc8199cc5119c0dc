import { BROWSER_MINIMUMS } from '@cgx/domain/constants';

/** spec 000 §5: the browsers whose minimum versions we check (Firefox 56, Chrome 60, Safari 11.1, Edge 80). */
export type BrowserName = 'chrome' | 'firefox' | 'safari' | 'edge' | 'ie';

export interface DetectedBrowser {
  name: BrowserName;
  /** [major, minor]; Internet Explorer's is kept for the message but never good enough. */
  version: [number, number];
}

const version = (text: string | undefined): [number, number] => {
  const [major = '0', minor = '0'] = (text ?? '0').split('.');
  return [Number.parseInt(major, 10) || 0, Number.parseInt(minor, 10) || 0];
};

const first = (ua: string, pattern: RegExp) => pattern.exec(ua)?.[1];

/**
 * Reads the browser and its version from a user-agent string. Browsers built on Chromium (Opera,
 * Samsung Internet, Brave, Vivaldi) count as Chrome by their Chrome version; Chrome, Firefox and
 * Edge on iOS by their own versions. Anything unrecognised answers null and is never called outdated.
 */
export function detectBrowser(ua: string): DetectedBrowser | null {
  const ie = first(ua, /MSIE (\d+(?:\.\d+)?)/) ?? first(ua, /Trident\/.*\brv:(\d+(?:\.\d+)?)/);
  if (ie) return { name: 'ie', version: version(ie) };
  const legacyEdge = first(ua, /\bEdge\/(\d+(?:\.\d+)?)/);
  if (legacyEdge) return { name: 'edge', version: version(legacyEdge) };
  const edge = first(ua, /\bEdg(?:A|iOS)?\/(\d+(?:\.\d+)?)/);
  if (edge) return { name: 'edge', version: version(edge) };
  const firefox = first(ua, /\b(?:Firefox|FxiOS)\/(\d+(?:\.\d+)?)/);
  if (firefox) return { name: 'firefox', version: version(firefox) };
  const chrome = first(ua, /\b(?:Chrome|Chromium|CriOS)\/(\d+(?:\.\d+)?)/);
  if (chrome) return { name: 'chrome', version: version(chrome) };
  const safari = /\bSafari\//.test(ua) ? first(ua, /\bVersion\/(\d+(?:\.\d+)?)/) : undefined;
  if (safari) return { name: 'safari', version: version(safari) };
  return null;
}

const MINIMUMS: Record<Exclude<BrowserName, 'ie'>, [number, number]> = {
  chrome: version(String(BROWSER_MINIMUMS.chrome)),
  firefox: version(String(BROWSER_MINIMUMS.firefox)),
  safari: version(String(BROWSER_MINIMUMS.safari)),
  edge: version(String(BROWSER_MINIMUMS.edge)),
};

const older = (a: [number, number], b: [number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

export function isOutdated(browser: DetectedBrowser | null): boolean {
  if (!browser) return false;
  if (browser.name === 'ie') return true;
  return older(browser.version, MINIMUMS[browser.name]);
}

export const BROWSER_LABELS: Record<BrowserName, string> = {
  chrome: 'Chrome',
  firefox: 'Firefox',
  safari: 'Safari',
  edge: 'Edge',
  ie: 'Internet Explorer',
};

/** Where to get a current browser. */
export const UPGRADE_LINKS = [
  { label: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { label: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/new/' },
  { label: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
  { label: 'Safari', href: 'https://www.apple.com/safari/' },
] as const;
