import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { PageTitleEntry } from '../../../features/breadcrumbs/page-titles';
import type { Access } from '../../../session/access';

/** One page of a section: where it is, what the breadcrumb calls it, what it shows. */
export interface SectionPage {
  /** Below the section's path: '' for the section's own page, 'bid/create', 'bid/:bidId'. */
  path: string;
  /** The breadcrumb's title (spec 000 §2.3), with its Create/Edit/Re- prefix: `title('Bid', 'Create')`. */
  title: PageTitleEntry;
  /** A lazy page (`lazyPage`, so the page is its own chunk) or a `<Navigate>` for a section's index. */
  element: ReactNode;
  /** What this page needs beyond the section's access, e.g. a permission to create. */
  access?: Access;
}

/**
 * A portal section, declared in one route module (`<section>/<section>.routes.tsx`): its path,
 * who may open it, its sidebar link and its pages. portal-sections.ts lists the modules; the
 * routes, the sidebar and the breadcrumbs are all made from that list.
 */
export interface PortalSection {
  /** Absolute: '/portal/buy-grain' (or '/analyst'). */
  path: string;
  /** Checked for every page of the section; the server enforces the same rule. */
  access: Access;
  /** The sidebar's link; `to` when the link is not the section's path (a section whose index redirects). */
  sidebar?: { label: string; icon: Icon; to?: string };
  pages: readonly SectionPage[];
}

/** Identity, for the type check and the editor's help in a route module. */
export const defineSection = (section: PortalSection): PortalSection => section;

/** A page's absolute path pattern: the section's path and the page's own. */
export const pagePath = (section: PortalSection, page: SectionPage): string =>
  page.path === '' ? section.path : `${section.path}/${page.path}`;
