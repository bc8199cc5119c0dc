/**
 * The public pages that are routed today. Navigation and footer links to internal pages render
 * only when their path is here, so a link never leads nowhere; adding a page makes its link appear.
 */
export const ROUTED_PUBLIC_PATHS: ReadonlySet<string> = new Set([
  '/',
  '/login',
  '/forgot-password',
  '/forgot-login-number',
  '/reset-password',
  '/register',
  '/not-found',
  '/unauthorised',
  '/maintenance',
  '/market-exchange-trading',
  '/settlement-and-clearing',
  '/data-and-connectivity',
  '/growers',
  '/agents',
  '/buyers',
  '/storage-providers',
  '/about',
  '/privacy-policy',
  '/terms-and-conditions',
  '/insurance-policy-schedule',
  '/financial-services-guide',
  '/faq',
  '/contact-us',
  '/reference-tables',
  '/market',
  '/market/trades',
  '/market/offers',
  '/market/bids',
  '/market/overview',
  '/sounds',
]);

export const isRoutedPublicPath = (path: string, routed: ReadonlySet<string> = ROUTED_PUBLIC_PATHS): boolean => routed.has(path);
