/**
 * spec 000 §2.3: every portal page has a title, with Create, Edit or Re- prefixes (Re-Bid, Re-Offer).
 * One entry per page path (':name' matches one segment); add a line when a page lands. Routes
 * from spec 000 §2.3, spec 001 §2 and spec 002 §2, so the titles are ready before the pages are.
 */
export type TitlePrefix = 'Create' | 'Edit' | 'Upload' | 'Re-';

export interface PageTitleEntry {
  title: string;
  prefix?: TitlePrefix;
  /** A route-state flag (spec 001 §2 'Route state carries ... reBid') that makes an edit a Re- page. */
  reFlag?: 'reBid' | 'reOffer';
}

const page = (title: string, prefix?: TitlePrefix, reFlag?: PageTitleEntry['reFlag']): PageTitleEntry => ({ title, prefix, reFlag });

export const PORTAL_ROOT = { path: '/portal', title: 'My Portal' } as const;

export const PAGE_TITLES: Readonly<Record<string, PageTitleEntry>> = {
  // Trader
  '/portal/buy-grain': page('Buy Grain'),
  '/portal/buy-grain/grouped-bids': page('Grouped Bids'),
  '/portal/buy-grain/lapsed-bids': page('Lapsed Bids'),
  '/portal/buy-grain/our-bid-sheets': page('Our Bid Sheets'),
  '/portal/buy-grain/our-bid-sheets/upload': page('Bid Sheet', 'Upload'),
  '/portal/buy-grain/bid/create': page('Bid', 'Create'),
  '/portal/buy-grain/bid/:bidId': page('Bid', 'Edit', 'reBid'),
  '/portal/buy-grain/igrain-bid/create': page('igrainX Bid', 'Create'),
  '/portal/buy-grain/igrain-bid/:bidId': page('igrainX Bid', 'Edit', 'reBid'),
  '/portal/sell-grain': page('Sell Grain'),
  '/portal/sell-grain/lapsed-offers': page('Lapsed Offers'),
  '/portal/sell-grain/grouped-offers': page('Grouped Offers'),
  '/portal/sell-grain/offer/create': page('Offer', 'Create'),
  '/portal/sell-grain/offer/:offerId': page('Offer', 'Edit', 'reOffer'),
  '/portal/our-purchases': page('Our Purchases'),
  '/portal/our-sales': page('Our Sales'),
  // Grower
  '/portal/my-grain': page('My Grain'),
  '/portal/my-grain/create': page('Offer', 'Create'),
  '/portal/my-grain/offer/create': page('Offer', 'Create'),
  '/portal/my-grain/lapsed-offers': page('Lapsed Offers'),
  '/portal/my-grain/lapsed-offers/:offerId': page('Offer', 'Re-'),
  '/portal/my-grain/lapsed-igrain-offers/:offerId': page('igrainX Offer', 'Re-'),
  '/portal/my-grain/sell-grain/igrain-offer/create': page('igrainX Offer', 'Create'),
  '/portal/my-grain/:grainId/offer/create': page('Offer', 'Create'),
  '/portal/my-grain/:grainId/offer/:offerId': page('Offer', 'Edit', 'reOffer'),
  '/portal/my-grain/:grainId/igrain-offer/create': page('igrainX Offer', 'Create'),
  '/portal/my-grain/:grainId/igrain-offer/:offerId': page('igrainX Offer', 'Edit', 'reOffer'),
  '/portal/my-sales': page('My Sales'),
  // Agent
  '/portal/my-clients-grain': page('My Clients Grain'),
  '/portal/my-clients-grain/my-client-offers': page('My Client Offers'),
  '/portal/my-clients-grain/my-client-offers/create': page('Client Offer', 'Create'),
  '/portal/my-clients-grain/my-client-offers/:offerId': page('Client Offer', 'Edit', 'reOffer'),
  '/portal/my-clients-grain/my-client-offers/igrain/create': page('igrainX Client Offer', 'Create'),
  '/portal/my-clients-grain/my-client-offers/igrain/:offerId': page('igrainX Client Offer', 'Edit', 'reOffer'),
  '/portal/my-clients-grain/lapsed-offers': page('Lapsed Offers'),
  '/portal/my-clients-sales': page('My Clients Sales'),
  '/portal/my-clients': page('My Clients'),
  // Everyone signed in
  '/portal/users': page('Users'),
  '/portal/messages': page('Messages'),
  '/portal/profile': page('My Profile'),
  '/portal/profile/edit': page('Profile', 'Edit'),
  '/portal/download-attachment': page('Download Attachment'),
  '/download-attachment': page('Download Attachment'),
  '/analyst': page('Analyst Portal'),
  // Staff (spec 002)
  '/portal/dashboard/home': page('Dashboard'),
  '/portal/dashboard/market-spreads': page('Market Spreads'),
  '/portal/trades': page('Trades'),
  '/portal/trades/create': page('Trade', 'Create'),
  '/portal/trades/:tradeId': page('Trade'),
  '/portal/trades/:tradeId/edit': page('Trade', 'Edit'),
  '/portal/legacy-trades': page('Legacy Trades'),
  '/portal/inventory': page('Inventory'),
  '/portal/user-management': page('User Management'),
  '/portal/analysis': page('Analysis'),
  '/portal/activity/user': page('User Activity'),
  '/portal/activity/private-api': page('Private API Activity'),
  '/portal/reports': page('Reports'),
  '/portal/organisations': page('Organisations'),
  '/portal/market-settings': page('Market Settings'),
  '/portal/settlements': page('Settlements'),
  '/portal/settings': page('Settings'),
  '/portal/settings/general': page('General Settings'),
  '/portal/settings/api-credentials': page('API Credentials'),
  '/portal/settings/api-credentials/create': page('API Credentials', 'Create'),
  '/portal/impersonation': page('Impersonate a User'),
};

export function prefixedTitle(entry: PageTitleEntry, routeState?: unknown): string {
  const flagged =
    entry.reFlag !== undefined &&
    typeof routeState === 'object' &&
    routeState !== null &&
    Boolean((routeState as Record<string, unknown>)[entry.reFlag]);
  const prefix = flagged ? 'Re-' : entry.prefix;
  if (!prefix) return entry.title;
  return prefix === 'Re-' ? `Re-${entry.title}` : `${prefix} ${entry.title}`;
}

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((segment, index) => segment.startsWith(':') || segment === b[index]);
}

/** The entry of a path: an exact path first (so 'create' wins over ':offerId'), then a pattern. */
export function findPageTitle(path: string, titles: Readonly<Record<string, PageTitleEntry>> = PAGE_TITLES): PageTitleEntry | undefined {
  const exact = titles[path];
  if (exact) return exact;
  const candidates = Object.keys(titles).filter((pattern) => matches(pattern, path));
  // The most literal pattern wins: fewer ':param' segments.
  candidates.sort((x, y) => x.split(':').length - y.split(':').length);
  const best = candidates[0];
  return best ? titles[best] : undefined;
}

export interface Crumb {
  title: string;
  /** null for the current page. */
  to: string | null;
}

/**
 * The trail for a path: My Portal, then every ancestor that is a page, then the page itself
 * (titled by the map, else by `fallbackTitle`, the page's own title).
 */
export function breadcrumbTrail(pathname: string, fallbackTitle: string, routeState?: unknown): Crumb[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const trail: Crumb[] = path === PORTAL_ROOT.path ? [] : [{ title: PORTAL_ROOT.title, to: PORTAL_ROOT.path }];
  const segments = path.split('/').filter(Boolean);
  for (let index = 1; index < segments.length; index += 1) {
    const ancestor = `/${segments.slice(0, index).join('/')}`;
    if (ancestor === PORTAL_ROOT.path) continue;
    const entry = findPageTitle(ancestor);
    if (entry) trail.push({ title: prefixedTitle(entry), to: ancestor });
  }
  const own = findPageTitle(path);
  trail.push({ title: own ? prefixedTitle(own, routeState) : fallbackTitle, to: null });
  return trail;
}
