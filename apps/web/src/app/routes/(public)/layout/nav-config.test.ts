import { describe, expect, it } from 'vitest';
import { ROUTED_PUBLIC_PATHS } from '../../paths';
import { INFORMATION_LINKS, type NavItem, POLICY_LINKS, routedLinks, routedNavItems, TOP_NAV } from './nav-config';

describe('routedNavItems', () => {
  it('hides internal links whose page is not routed, and groups left empty', () => {
    expect(routedNavItems(TOP_NAV, new Set(['/']))).toEqual([]);
  });

  it('shows a link as soon as its page is routed', () => {
    const items = routedNavItems(TOP_NAV, new Set(['/market', '/growers', '/about']));
    expect(items.map((item) => item.label)).toEqual(['Market', 'Users', 'About']);
    const users = items.find((item) => item.label === 'Users');
    expect(users?.kind === 'group' && users.items.map((child) => child.label)).toEqual(['Growers']);
  });

  it('keeps external links only when an address is configured', () => {
    const items: NavItem[] = [
      { kind: 'external', label: 'Blog', href: null },
      { kind: 'external', label: 'Blog', href: 'https://blog.example.com' },
    ];
    expect(routedNavItems(items, new Set())).toEqual([items[1]]);
  });

  it('filters the policy links the same way', () => {
    expect(routedLinks(POLICY_LINKS, new Set(['/privacy-policy'])).map((item) => item.to)).toEqual(['/privacy-policy']);
    expect(routedLinks(POLICY_LINKS, new Set())).toEqual([]);
  });

  it('links every services, users, about, policy and information page now that they are routed', () => {
    const items = routedNavItems(TOP_NAV, ROUTED_PUBLIC_PATHS);
    const services = items.find((item) => item.label === 'Services');
    const users = items.find((item) => item.label === 'Users');
    expect(services?.kind === 'group' && services.items.map((child) => child.to)).toEqual([
      '/market-exchange-trading',
      '/settlement-and-clearing',
      '/data-and-connectivity',
    ]);
    expect(users?.kind === 'group' && users.items.map((child) => child.to)).toEqual([
      '/growers',
      '/agents',
      '/buyers',
      '/storage-providers',
    ]);
    expect(items.some((item) => item.kind === 'internal' && item.to === '/about')).toBe(true);
    expect(routedLinks(POLICY_LINKS, ROUTED_PUBLIC_PATHS)).toHaveLength(2);
    expect(routedLinks(INFORMATION_LINKS, ROUTED_PUBLIC_PATHS).map((item) => item.to)).toEqual([
      '/about',
      '/faq',
      '/reference-tables',
      '/contact-us',
    ]);
  });
});
