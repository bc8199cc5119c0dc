import type { TBidGroupView } from '@cgx/domain/orders.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { BuyGrainPage } from './buy-grain-page';

const line = (id: number, price: string, site: string): TBidGroupView['lines'][number] => ({
  id,
  grade: { id: 1, code: 'APH1', name: 'Australian Prime Hard' },
  site: { id, name: site },
  portZoneId: null,
  nearestTown: null,
  direction: null,
  distanceRange: null,
  deliveredSiteId: null,
  nearestTownCity: null,
  address: null,
  pricingPoint: null,
  price,
});
const sheet = (id: number, status: TBidGroupView['status']): TBidGroupView => ({
  id,
  market: 'cgx',
  status,
  isBidSheet: true,
  season: { id: 2, name: '2026/27' },
  commodity: { id: 1, name: 'Wheat', industryBodyName: null },
  deliveryPeriod: { id: 4, name: 'Mar 2027', endDate: '2027-03-31' },
  quantity: '137.000',
  remaining: '100.000',
  expiryDate: null,
  paymentTerms: [7],
  storageIds: [],
  varieties: [],
  termsAndConditions: [],
  chemicalDeclaration: null,
  pricingPoint: null,
  lines: [line(1, '352.00', 'Moree'), line(2, '348.50', 'Narrabri'), line(3, '350.00', 'Gunnedah')],
  rebidAs: null,
  createdAt: '2026-11-20T01:00:00.000Z',
});
const trader = (bidSheets: boolean) =>
  sessionValue({
    status: 'authenticated',
    token: 't',
    session: makeSession('Trader', { featureFlags: { bidSheets, igrainTrade: false, publicAd: false, maintenance: false } }),
  });

afterEach(() => vi.unstubAllGlobals());

describe('buy grain: our bid sheets', { timeout: 30_000 }, () => {
  it('lists the bid sheets with their rows and price range, Edit for an active one, and asks for another status', async () => {
    const user = userEvent.setup({ delay: null });
    const stub = stubFetch({
      'GET /api/bids/grouped': (_init, url) => ({
        body: { rows: [sheet(9, url.includes('status=lapsed') ? 'lapsed' : 'active')], total: 1, page: 1, pageSize: 25 },
      }),
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    renderWithProviders(<BuyGrainPage tab="sheets" />, { route: '/portal/buy-grain/our-bid-sheets', session: trader(true) });
    expect(screen.getByRole('tab', { name: 'Our Bid Sheets', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Bid Sheet' })).toHaveAttribute('href', '/portal/buy-grain/our-bid-sheets/upload');
    const table = await screen.findByRole('table', { name: 'Our bid sheets' });
    const row = (await within(table).findByText('Mar 2027')).closest('tr');
    expect(row?.textContent).toMatch(/Wheat.*2026\/27.*Mar 2027.*3.*\$348\.50 – \$352\.00.*137.*100.*Good till cancelled/);
    expect(within(row as HTMLElement).getByRole('link', { name: 'Edit Wheat bid sheet of 3 rows' })).toHaveAttribute(
      'href',
      '/portal/buy-grain/bid/9',
    );
    expect(stub.calls[0]?.url).toContain('status=active');

    await user.selectOptions(screen.getByLabelText('Status'), 'lapsed');
    await vi.waitFor(() => expect(stub.calls.at(-1)?.url).toContain('status=lapsed'));
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: /^Edit Wheat bid sheet/ })).not.toBeInTheDocument());
  });

  it('hides the tab without the bidSheets feature flag', () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/bids': { body: { rows: [], total: 0, page: 1, pageSize: 25 } } }).fetchMock);
    renderWithProviders(<BuyGrainPage tab="active" />, { route: '/portal/buy-grain', session: trader(false) });
    expect(screen.getByRole('tab', { name: 'Active Bids' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Our Bid Sheets' })).not.toBeInTheDocument();
  });

  it('offers Rebid on a lapsed bid once; cancelled bids have a tab of their own (issue 24)', async () => {
    const rebidOnce = { ...sheet(10, 'lapsed'), isBidSheet: false, rebidAs: 12 };
    const stub = stubFetch({
      'GET /api/bids': (_init, url) => ({
        body: url.includes('status=cancelled')
          ? { rows: [{ ...sheet(13, 'cancelled'), quantity: '90.000' }], total: 1, page: 1, pageSize: 25 }
          : { rows: [rebidOnce, { ...sheet(11, 'lapsed'), quantity: '80.000', isBidSheet: false }], total: 2, page: 1, pageSize: 25 },
      }),
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    const { unmount } = renderWithProviders(<BuyGrainPage tab="lapsed" />, {
      route: '/portal/buy-grain/lapsed-bids',
      session: trader(true),
    });
    const lapsed = await screen.findByRole('table', { name: 'Lapsed bids' });
    const rebidRow = (await within(lapsed).findByText('137')).closest('tr') as HTMLElement;
    expect(within(rebidRow).queryByRole('link', { name: /^Rebid/ })).not.toBeInTheDocument();
    expect(within(rebidRow).getByText('Rebid placed')).toBeInTheDocument();
    expect(within(lapsed).getByRole('link', { name: 'Rebid Wheat bid of 80 mt' })).toHaveAttribute(
      'href',
      '/portal/buy-grain/bid/11?origin=lapsed',
    );
    unmount();

    renderWithProviders(<BuyGrainPage tab="cancelled" />, { route: '/portal/buy-grain/cancelled-bids', session: trader(true) });
    expect(screen.getByRole('tab', { name: 'Cancelled Bids', selected: true })).toBeInTheDocument();
    const cancelled = await screen.findByRole('table', { name: 'Cancelled bids' });
    expect(await within(cancelled).findByText('90')).toBeInTheDocument();
    expect(within(cancelled).queryByRole('link')).not.toBeInTheDocument();
    expect(within(cancelled).queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();
    expect(stub.calls.at(-1)?.url).toContain('status=cancelled');
  });
});
