/**
 * spec 000 §2.3: every portal page has a title, with Create, Edit or Re- prefixes (Re-Bid, Re-Offer).
 * Each section's route module gives its pages' titles (app/routes/(portal)/portal-sections.ts
 * gathers them as PAGE_TITLES); this file turns them into the breadcrumb trail.
 */
export type TitlePrefix = 'Create' | 'Edit' | 'Upload' | 'Re-';

export interface PageTitleEntry {
  title: string;
  prefix?: TitlePrefix;
  /** A route-state flag (spec 001 §2 'Route state carries ... reBid') that makes an edit a Re- page. */
  reFlag?: 'reBid' | 'reOffer';
}

/** A page's title: `title('Bid', 'Create')`, `title('Bid', 'Edit', 'reBid')` (Re-Bid when the route state says so). */
export const title = (text: string, prefix?: TitlePrefix, reFlag?: PageTitleEntry['reFlag']): PageTitleEntry => ({
  title: text,
  ...(prefix ? { prefix } : {}),
  ...(reFlag ? { reFlag } : {}),
});

export type PageTitles = Readonly<Record<string, PageTitleEntry>>;

export const PORTAL_ROOT = { path: '/portal', title: 'My Portal' } as const;

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
export function findPageTitle(path: string, titles: PageTitles): PageTitleEntry | undefined {
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
 * The trail for a path: My Portal, then every ancestor that is a place (not a form), then the page
 * itself (titled by the map, else by `fallbackTitle`, the page's own title). No title follows itself.
 */
export function breadcrumbTrail(titles: PageTitles, pathname: string, fallbackTitle: string, routeState?: unknown): Crumb[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const trail: Crumb[] = path === PORTAL_ROOT.path ? [] : [{ title: PORTAL_ROOT.title, to: PORTAL_ROOT.path }];
  const segments = path.split('/').filter(Boolean);
  for (let index = 1; index < segments.length; index += 1) {
    const ancestor = `/${segments.slice(0, index).join('/')}`;
    if (ancestor === PORTAL_ROOT.path) continue;
    const entry = findPageTitle(ancestor, titles);
    // A form (Create, Edit, Upload, Re-) is no step on the way to a page below it: the redirect
    // my-client-offers/igrain → create read 'Create Offer / Create Offer' (issue 24), trades/create → create/cgx alike.
    if (!entry || entry.prefix) continue;
    // A path that only redirects to its parent (trades/igrainx) carries the parent's title: one crumb.
    if (trail.at(-1)?.title !== prefixedTitle(entry)) trail.push({ title: prefixedTitle(entry), to: ancestor });
  }
  const own = findPageTitle(path, titles);
  const title = own ? prefixedTitle(own, routeState) : fallbackTitle;
  // An ancestor titled as the page (a path that redirects to it) is the page: one crumb.
  if (trail.at(-1)?.title === title) trail.pop();
  trail.push({ title, to: null });
  return trail;
}
