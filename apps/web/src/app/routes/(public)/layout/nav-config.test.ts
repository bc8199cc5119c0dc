import { describe, expect, it } from 'vitest';
import { type NavItem, POLICY_LINKS, routedLinks, routedNavItems, TOP_NAV } from './nav-config';

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
});
