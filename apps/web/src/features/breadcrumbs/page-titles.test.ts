import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, findPageTitle, type PageTitles, prefixedTitle, title } from './page-titles';

/** Titles as route modules declare them; the trail is worked out from these alone. */
const TITLES: PageTitles = {
  '/portal/buy-grain': title('Buy Grain'),
  '/portal/buy-grain/grouped-bids': title('Grouped Bids'),
  '/portal/buy-grain/bid/create': title('Bid', 'Create'),
  '/portal/buy-grain/bid/:bidId': title('Bid', 'Edit', 'reBid'),
  '/portal/my-grain': title('My Grain'),
  '/portal/my-grain/create': title('Offer', 'Create'),
  '/portal/my-grain/:grainId/offer/create': title('Offer', 'Create'),
  '/portal/my-grain/lapsed-offers': title('Lapsed Offers'),
  '/portal/my-grain/lapsed-offers/:offerId': title('Offer', 'Re-'),
  '/portal/profile': title('My Profile'),
  '/portal/profile/edit': title('Profile', 'Edit'),
  '/portal/settings': title('Settings'),
  '/portal/settings/general': title('General Settings'),
  '/portal/settings/api-credentials': title('API Credentials'),
  '/portal/settings/api-credentials/create': title('API Credentials', 'Create'),
  '/portal/trades': title('Trades'),
  '/portal/trades/:tradeId': title('Trade'),
  '/portal/trades/:tradeId/edit': title('Trade', 'Edit'),
  '/portal/trades/igrainx': title('Trades'),
  '/portal/trades/igrainx/:tradeId': title('igrainX Trade'),
  '/portal/my-clients-grain/my-client-offers': title('My Client Offers'),
  '/portal/my-clients-grain/my-client-offers/igrain': title('Offer', 'Create'),
  '/portal/my-clients-grain/my-client-offers/igrain/create': title('Offer', 'Create'),
  '/portal/my-clients-grain/my-client-offers/igrain/:offerId': title('Offer', 'Edit', 'reOffer'),
  '/analyst': title('Analyst Portal'),
};

const titles = (pathname: string, fallback = 'Page', state?: unknown) =>
  breadcrumbTrail(TITLES, pathname, fallback, state).map((crumb) => crumb.title);

describe('breadcrumbTrail', () => {
  it('starts at My Portal and ends with the page, linking the ancestors only', () => {
    expect(breadcrumbTrail(TITLES, '/portal/settings/general', 'General Settings')).toEqual([
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
  });

  it('prefers a literal path over a parameter and falls back to the page’s own title', () => {
    expect(findPageTitle('/portal/my-grain/create', TITLES)).toEqual({ title: 'Offer', prefix: 'Create' });
    expect(titles('/portal/trades/12/edit')).toEqual(['My Portal', 'Trades', 'Trade', 'Edit Trade']);
    // trades/igrainx only redirects to the trades: its crumb is not repeated.
    expect(titles('/portal/trades/igrainx/7')).toEqual(['My Portal', 'Trades', 'igrainX Trade']);
    expect(titles('/portal/something-new', 'Something New')).toEqual(['My Portal', 'Something New']);
    expect(titles('/portal/my-grain/')).toEqual(['My Portal', 'My Grain']);
  });

  it('never doubles a crumb nor shows a form as a step on the way (issue 24)', () => {
    // my-client-offers/igrain only redirects to its create page, and is titled like it.
    expect(titles('/portal/my-clients-grain/my-client-offers/igrain/create')).toEqual(['My Portal', 'My Client Offers', 'Create Offer']);
    expect(titles('/portal/my-clients-grain/my-client-offers/igrain/7')).toEqual(['My Portal', 'My Client Offers', 'Edit Offer']);
    expect(titles('/portal/my-clients-grain/my-client-offers/igrain/7', 'Page', { reOffer: true })).toEqual([
      'My Portal',
      'My Client Offers',
      'Re-Offer',
    ]);
    expect(titles('/portal/trades/igrainx')).toEqual(['My Portal', 'Trades']);
  });

  it('keeps a plain title plain', () => {
    expect(prefixedTitle({ title: 'Trades' }, { reBid: true })).toBe('Trades');
  });
});
