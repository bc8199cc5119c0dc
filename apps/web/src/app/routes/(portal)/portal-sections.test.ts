import { NOTIFICATION_LINK_PATHS } from '@cgx/domain/notifications.schemas';
import { LANDING_PATH, type Role, ROLES } from '@cgx/domain/roles';
import { TRADE_NOTIFICATION_LINKS, tradeLinkFor, tradePagePath } from '@cgx/domain/trades.schemas';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from '../../../features/breadcrumbs/page-titles';
import { canAccess } from '../../../session/access';
import { makeSession } from '../../../test/fixtures';
import { pagePath } from './portal-section';
import { PAGE_TITLES, PORTAL_SECTIONS } from './portal-sections';

const allPaths = PORTAL_SECTIONS.flatMap((section) => section.pages.map((page) => pagePath(section, page)));

describe('the portal sections', () => {
  it('route each page once', () => {
    expect(new Set(allPaths).size).toBe(allPaths.length);
  });

  it('title every routed page, so its breadcrumb never falls back', () => {
    for (const path of allPaths) expect(PAGE_TITLES[path]?.title, path).toBeTruthy();
  });

  it('give every page a breadcrumb without a doubled crumb or a form as a step on the way (issue 24)', () => {
    // Every page as a user reaches it: its parameters filled in, with and without the Re- flags.
    for (const path of allPaths) {
      const pathname = path.replace(/:[A-Za-z]+/g, '7');
      for (const state of [undefined, { reBid: true }, { reOffer: true }]) {
        const trail = breadcrumbTrail(PAGE_TITLES, pathname, 'Fallback', state).map((crumb) => crumb.title);
        const where = `${pathname} ${JSON.stringify(state)}: ${trail.join(' / ')}`;
        trail.slice(1).forEach((title, index) => expect(title, where).not.toBe(trail[index]));
        // 'Create Offer / Create Offer', 'Create Offer / Edit Offer': a form is never a crumb above another page.
        expect(
          trail.slice(0, -1).filter((title) => /^(Create|Edit|Upload) |^Re-/.test(title)),
          where,
        ).toEqual([]);
      }
    }
  });

  it('link the sidebar only to routed pages', () => {
    for (const section of PORTAL_SECTIONS.filter((candidate) => candidate.sidebar)) {
      expect(allPaths, section.path).toContain(section.sidebar?.to ?? section.path);
    }
  });

  it('keep every page inside its section: absolute section paths, relative page paths', () => {
    for (const section of PORTAL_SECTIONS) {
      expect(section.path).toMatch(/^\/[a-z]/);
      for (const page of section.pages) expect(page.path, `${section.path} ${page.path}`).not.toMatch(/^\/|\/$/);
    }
  });

  it('open the bid-sheet pages only with the bidSheets feature flag (spec 001 §2)', () => {
    const flagsOff = { bidSheets: false, igrainTrade: false, publicAd: false, maintenance: false };
    for (const path of ['/portal/buy-grain/our-bid-sheets', '/portal/buy-grain/our-bid-sheets/upload']) {
      const section = PORTAL_SECTIONS.find((candidate) => candidate.pages.some((page) => pagePath(candidate, page) === path));
      const page = section?.pages.find((candidate) => section && pagePath(section, candidate) === path);
      expect(page?.access, path).toEqual({ featureFlag: 'bidSheets' });
      expect(canAccess(makeSession('Trader', { featureFlags: flagsOff }), page?.access ?? {}), path).toBe(false);
      expect(canAccess(makeSession('Trader'), { ...section?.access, ...page?.access }), path).toBe(true);
    }
  });

  it('route every link a notification can carry (the bell navigates to it)', () => {
    const links = Object.entries(NOTIFICATION_LINK_PATHS).flatMap(([kind, paths]) => paths.map((path) => [kind, path] as const));
    expect(links.length).toBeGreaterThan(0);
    for (const [kind, path] of links) expect(allPaths, `a ${kind} notification's link ${path}`).toContain(path);
  });

  it('open a trade notification’s page, the trade’s own below the list of its side, to the role it is sent to (issue 24)', () => {
    for (const [side, byRole] of Object.entries(TRADE_NOTIFICATION_LINKS)) {
      for (const [role, list] of Object.entries(byRole)) {
        expect(tradeLinkFor(role as Role, side as 'bought' | 'sold', 123)).toBe(`${list}/123`);
        const path = tradePagePath(list, ':tradeId');
        const section = PORTAL_SECTIONS.find((candidate) => candidate.pages.some((page) => pagePath(candidate, page) === path));
        expect(section, path).toBeDefined();
        const page = section?.pages.find((candidate) => section && pagePath(section, candidate) === path);
        if (section)
          expect(canAccess(makeSession(role as Role), { ...section.access, ...page?.access }), `${role} ${side} → ${path}`).toBe(true);
      }
    }
  });

  it("route each role's landing page (the portal index's redirect) and open it to the role", () => {
    for (const role of ROLES) {
      const path = LANDING_PATH[role];
      const section = PORTAL_SECTIONS.find((candidate) => candidate.pages.some((page) => pagePath(candidate, page) === path));
      expect(section, `${role} → ${path}`).toBeDefined();
      if (section) expect(canAccess(makeSession(role), section.access), `${role} → ${path}`).toBe(true);
    }
  });

  it('show a storage provider only its own sections (issue 14 §9), staff the title transfers too', () => {
    const sidebarOf = (role: Role, permissions?: Parameters<typeof makeSession>[1]) =>
      PORTAL_SECTIONS.filter((section) => section.sidebar && canAccess(makeSession(role, permissions), section.access)).map(
        (section) => section.sidebar?.label,
      );
    expect(sidebarOf('Storage Provider')).toEqual(['Title Transfers', 'ACQ Files', 'My Profile', 'Users']);
    expect(sidebarOf('Storage Provider', { permissions: ['setting'] })).toContain('General Settings');
    expect(sidebarOf('CGX Sales')).toContain('Title Transfers');
    expect(sidebarOf('CGX Sales')).not.toContain('ACQ Files');
    expect(sidebarOf('Grower')).not.toContain('Title Transfers');
  });
});
