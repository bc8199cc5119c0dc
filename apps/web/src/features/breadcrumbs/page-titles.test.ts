import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, findPageTitle, prefixedTitle } from './page-titles';

const titles = (pathname: string, fallback = 'Page', state?: unknown) =>
  breadcrumbTrail(pathname, fallback, state).map((crumb) => crumb.title);

describe('breadcrumbTrail', () => {
  it('starts at My Portal and ends with the page, linking the ancestors only', () => {
    expect(breadcrumbTrail('/portal/settings/general', 'General Settings')).toEqual([
      { title: 'My Portal', to: '/portal' },
      { title: 'Settings', to: '/portal/settings' },
      { title: 'General Settings', to: null },
    ]);
    expect(titles('/portal/my-grain')).toEqual(['My Portal', 'My Grain']);
    expect(titles('/analyst')).toEqual(['My Portal', 'Analyst Portal']);
    expect(titles('/portal')).toEqual(['Page']);
  });

  it('gives Create, Edit and Re- prefixes', () => {
    expect(titles('/portal/buy-grain/bid/create')).toEqual(['My Portal', 'Buy Grain', 'Create Bid']);
    expect(titles('/portal/buy-grain/bid/42')).toEqual(['My Portal', 'Buy Grain', 'Edit Bid']);
    expect(titles('/portal/buy-grain/bid/42', 'Page', { reBid: true })).toEqual(['My Portal', 'Buy Grain', 'Re-Bid']);
    expect(titles('/portal/my-grain/lapsed-offers/7')).toEqual(['My Portal', 'My Grain', 'Lapsed Offers', 'Re-Offer']);
    expect(titles('/portal/profile/edit')).toEqual(['My Portal', 'My Profile', 'Edit Profile']);
    expect(titles('/portal/settings/api-credentials/create')).toEqual([
      'My Portal',
      'Settings',
      'API Credentials',
      'Create API Credentials',
    ]);
    expect(titles('/portal/buy-grain/grouped-bids')).toEqual(['My Portal', 'Buy Grain', 'Grouped Bids']);
    expect(titles('/portal/sell-grain/grouped-offers')).toEqual(['My Portal', 'Sell Grain', 'Grouped Offers']);
  });

  it('prefers a literal path over a parameter and falls back to the page’s own title', () => {
    expect(findPageTitle('/portal/my-grain/create')).toEqual({ title: 'Offer', prefix: 'Create', reFlag: undefined });
    expect(titles('/portal/trades/12/edit')).toEqual(['My Portal', 'Trades', 'Trade', 'Edit Trade']);
    expect(titles('/portal/something-new', 'Something New')).toEqual(['My Portal', 'Something New']);
    expect(titles('/portal/my-grain/')).toEqual(['My Portal', 'My Grain']);
  });

  it('keeps a plain title plain', () => {
    expect(prefixedTitle({ title: 'Trades' }, { reBid: true })).toBe('Trades');
  });
});
