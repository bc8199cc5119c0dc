/**
 * Static-site mode (spec 000 §2.1): the home page shows a 'Market Activity' overview instead, and
 * /market sends anonymous visitors to it. No server setting exists for it, so it is a build-time
 * flag: VITE_STATIC_SITE=true (docs/decisions/0105-web-market-pages.md).
 */
export const isStaticSiteFlag = (value: unknown): boolean => value === 'true' || value === '1' || value === true;

export const STATIC_SITE: boolean = isStaticSiteFlag(import.meta.env.VITE_STATIC_SITE);
