import { BLOG_URL } from '../../../../lib/external-links';
import { ROUTED_PUBLIC_PATHS } from '../../paths';

export interface InternalLink {
  kind: 'internal';
  label: string;
  to: string;
}
export interface ExternalLink {
  kind: 'external';
  label: string;
  href: string | null;
}
export interface LinkGroup {
  kind: 'group';
  label: string;
  items: InternalLink[];
}
export type NavItem = InternalLink | ExternalLink | LinkGroup;

const link = (label: string, to: string): InternalLink => ({ kind: 'internal', label, to });

/** spec 000 §2.4 top nav: Market, Services, Users, Blog (external), About. */
export const TOP_NAV: readonly NavItem[] = [
  link('Market', '/market'),
  {
    kind: 'group',
    label: 'Services',
    items: [
      link('Market and Exchange Trading', '/market-exchange-trading'),
      link('Settlement and Clearing', '/settlement-and-clearing'),
      link('Data and Connectivity', '/data-and-connectivity'),
    ],
  },
  {
    kind: 'group',
    label: 'Users',
    items: [
      link('Growers', '/growers'),
      link('Agents', '/agents'),
      link('Buyers', '/buyers'),
      link('Storage Providers', '/storage-providers'),
    ],
  },
  { kind: 'external', label: 'Blog', href: BLOG_URL },
  link('About', '/about'),
];

/** spec 000 §2.4 footer policy links. */
export const POLICY_LINKS: readonly InternalLink[] = [
  link('Privacy Policy', '/privacy-policy'),
  link('Terms and Conditions', '/terms-and-conditions'),
];

/** Footer links to the information pages, beside the policies. */
export const INFORMATION_LINKS: readonly InternalLink[] = [
  link('About', '/about'),
  link('FAQ', '/faq'),
  link('Reference tables', '/reference-tables'),
  link('Contact us', '/contact-us'),
];

/** Keeps only links that lead somewhere: routed internal pages, configured external ones, non-empty groups. */
export function routedNavItems(items: readonly NavItem[], routed: ReadonlySet<string> = ROUTED_PUBLIC_PATHS): NavItem[] {
  const result: NavItem[] = [];
  for (const item of items) {
    if (item.kind === 'internal' && routed.has(item.to)) result.push(item);
    if (item.kind === 'external' && item.href) result.push(item);
    if (item.kind === 'group') {
      const kept = item.items.filter((child) => routed.has(child.to));
      if (kept.length > 0) result.push({ ...item, items: kept });
    }
  }
  return result;
}

export const routedLinks = (items: readonly InternalLink[], routed: ReadonlySet<string> = ROUTED_PUBLIC_PATHS) =>
  items.filter((item) => routed.has(item.to));
