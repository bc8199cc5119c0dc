import type { TSellerHolding } from '@cgx/domain/trade-creation.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@cgx/domain/roles';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { CreateCgxTradePage, CreateIgrainTradePage, CreateMultipleTradesPage } from './create-trade-pages';

const HOLDING: TSellerHolding = {
  id: 31,
  ngr: '12340000',
  site: { id: 5, name: 'Moree' },
  season: { id: 1, name: '2026/27' },
  commodity: { id: 2, name: 'Wheat' },
  grade: { id: 3, code: 'APH1' },
  quantity: '300.000',
  available: '200.000',
};

const ROUTES = {
  'GET /api/reference/seasons': { body: [{ id: 1, name: '2026/27', startDate: '2026-10-01', endDate: '2027-09-30' }] },
  'GET /api/reference/commodities': { body: [{ id: 2, name: 'Wheat', code: 'WHT', industryBodyName: null }] },
  'GET /api/reference/delivery-periods': { body: [{ id: 4, name: 'Jan 2027', kind: 'month', startDate: null, endDate: null }] },
  'GET /api/reference/grades': {
    body: [{ id: 3, commodityId: 2, code: 'APH1', name: 'Australian Prime Hard 1', description: null, industryBody: 'Yes' }],
  },
  'GET /api/back-office/trades/create/parties': (_init: RequestInit | undefined, url: string) => ({
    body: url.includes('side=buyer')
      ? [{ id: 20, name: 'Southern Cross Grain', type: 'trader' }]
      : [{ id: 10, name: 'Wattle Creek Farming', type: 'grower' }],
  }),
  'GET /api/back-office/trades/create/holdings': { body: [HOLDING] },
  'POST /api/auth/password-token': { body: { passwordToken: 'pt-1', expiresAt: new Date(Date.now() + 600_000).toISOString() } },
};

const staff = (role: Role, igrainTrade: boolean) =>
  sessionValue({
    status: 'authenticated',
    session: makeSession(role, { featureFlags: { bidSheets: false, igrainTrade, publicAd: false, maintenance: false } }),
    token: 't',
  });

function render(page: React.ReactElement, route: string, extra: Parameters<typeof stubFetch>[0] = {}, role: Role = 'Admin', flag = true) {
  const stub = stubFetch({ ...ROUTES, ...extra });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderWithProviders(
    <>
      {page}
      <LocationDisplay />
    </>,
    { route, session: staff(role, flag) },
  );
  return stub;
}

async function choose(label: RegExp | string, option: RegExp | string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** Step 2: the password when no token is live yet (the token is kept for the rest of the file). */
async function confirm(button: string) {
  const password = screen.queryByLabelText(/^Password/);
  if (password) await userEvent.type(password, 'Paddock-2026');
  await userEvent.click(screen.getByRole('button', { name: button }));
}

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('Create trade tabs', () => {
  it('shows the igrainX tab to an Admin with the igrainTrade flag', async () => {
    render(<CreateCgxTradePage />, '/portal/trades/create/cgx', {}, 'Admin', true);
    expect(screen.getByRole('tab', { name: 'Create igrainX Trade' })).toBeInTheDocument();
  });

  it('hides the igrainX tab from CGX Sales', async () => {
    render(<CreateCgxTradePage />, '/portal/trades/create/cgx', {}, 'CGX Sales', true);
    expect(screen.getByRole('tab', { name: 'Create Multiple Trades' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Create igrainX Trade' })).not.toBeInTheDocument();
  });

  it('hides it while the flag is off', async () => {
    render(<CreateIgrainTradePage />, '/portal/trades/create/igrainx', {}, 'Admin', false);
    expect(screen.queryByRole('tab', { name: 'Create igrainX Trade' })).not.toBeInTheDocument();
  });
});

describe('Create CGX Trade', () => {
  it('says what is missing, fills the terms from the holding, shows the server’s error on its field, then opens the new trade', async () => {
    let attempts = 0;
    const { calls } = render(<CreateCgxTradePage />, '/portal/trades/create/cgx', {
      'POST /api/back-office/trades/cgx': () =>
        ++attempts === 1
          ? {
              status: 400,
              body: {
                message: 'Please check the highlighted fields.',
                errors: { quantity: ['Can not be more than the 200.000 mt available'] },
              },
            }
          : { status: 201, body: { id: 77, formattedId: 'CGX-000078', market: 'cgx' } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Create CGX Trade' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Preview Trade' }));
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);

    await choose(/^Seller/, 'Wattle Creek Farming');
    await choose(/^Buyer/, 'Southern Cross Grain');
    await choose(/^Holding/, /Moree: APH1 Wheat 2026\/27/);
    // The holding sets the season, commodity and grade.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Grade/ })).toHaveValue('APH1'));
    expect(screen.getByRole('combobox', { name: /^Commodity/ })).toHaveValue('Wheat');
    await choose(/^Delivery period/, 'Jan 2027');
    await userEvent.type(screen.getByLabelText(/^Quantity/), '250');
    await userEvent.type(screen.getByLabelText(/^Price/), '310.50');
    await userEvent.click(screen.getByRole('button', { name: 'Preview Trade' }));

    const preview = await screen.findByRole('table', { name: 'The trade to record' });
    expect(within(preview).getByText('Wattle Creek Farming')).toBeInTheDocument();
    expect(within(preview).getByText('$310.50/mt at the site')).toBeInTheDocument();
    await confirm('Record Trade');
    // The server's error sends the form back to step 1, on its field.
    expect(await screen.findAllByText('Can not be more than the 200.000 mt available')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Quantity/)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^Quantity/));
    await userEvent.type(screen.getByLabelText(/^Quantity/), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Preview Trade' }));
    await confirm('Record Trade');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/trades/77'));
    const posts = calls.filter((call) => call.method === 'POST' && call.url === '/api/back-office/trades/cgx');
    expect(posts[1]?.body).toEqual({
      sellerOrganisationId: 10,
      buyerOrganisationId: 20,
      seasonId: 1,
      commodityId: 2,
      gradeId: 3,
      deliveryPeriodId: 4,
      holdingId: 31,
      quantity: '150',
      price: '310.50',
      paymentTerms: 7,
      passwordToken: 'pt-1',
    });
  });
});

describe('Create igrainX Trade', () => {
  it('draws on the seller’s grain on farm, Delivered to a delivered site, and opens the igrainX trade', async () => {
    const { calls } = render(<CreateIgrainTradePage />, '/portal/trades/create/igrainx', {
      'GET /api/back-office/trades/create/farm-grain': {
        body: [
          {
            id: 41,
            season: { id: 1, name: '2026/27' },
            commodity: { id: 2, name: 'Wheat' },
            grade: null,
            nearestTown: 'Dubbo, NSW',
            quantity: '60.000',
            available: '60.000',
          },
        ],
      },
      'GET /api/reference/delivered-sites': { body: [{ id: 6, name: 'Dubbo Mill' }] },
      'POST /api/back-office/trades/igrainx': { status: 201, body: { id: 88, formattedId: 'IGX-000012', market: 'igrainx' } },
    });
    await choose(/^Seller/, 'Wattle Creek Farming');
    await choose(/^Buyer/, 'Southern Cross Grain');
    await choose(/^Grain on farm/, /Wheat ungraded 2026\/27, near Dubbo, NSW/);
    // Ungraded grain leaves the grade to choose.
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Commodity/ })).toHaveValue('Wheat'));
    await choose(/^Grade/, 'APH1');
    await choose(/^Pricing point/, 'Delivered');
    await choose(/^Delivered site/, 'Dubbo Mill');
    await choose(/^Delivery period/, 'Jan 2027');
    await userEvent.type(screen.getByLabelText(/^Quantity/), '40');
    await userEvent.type(screen.getByLabelText(/^Price/), '280');
    await userEvent.click(screen.getByRole('button', { name: 'Preview Trade' }));
    expect(await screen.findByText('Delivered to Dubbo Mill')).toBeInTheDocument();
    await confirm('Record Trade');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/portal/trades/igrainx/88'));
    expect(calls.find((call) => call.method === 'POST' && call.url === '/api/back-office/trades/igrainx')?.body).toMatchObject({
      farmGrainId: 41,
      gradeId: 3,
      pricingPoint: 'Delivered',
      deliveredSiteId: 6,
      quantity: '40',
      price: '280',
    });
  });
});

describe('Create Multiple Trades', () => {
  it('shows each row’s problem on its row and says nothing was saved', async () => {
    const { calls } = render(<CreateMultipleTradesPage />, '/portal/trades/create/multiple', {
      'POST /api/back-office/trades/multiple': {
        status: 400,
        body: {
          message: 'Nothing was saved: please correct the rows shown.',
          errors: { 'rows.1.quantity': ['Can not be more than the 50.000 mt available'] },
        },
      },
    });
    for (const row of [1, 2]) {
      await choose(`Row ${row} seller`, 'Wattle Creek Farming');
      await choose(`Row ${row} buyer`, 'Southern Cross Grain');
      await choose(`Row ${row} holding`, /Moree: APH1 Wheat/);
      await choose(`Row ${row} delivery period`, 'Jan 2027');
      await userEvent.type(screen.getByLabelText(`Row ${row} quantity (mt)`), '100');
      await userEvent.type(screen.getByLabelText(`Row ${row} price ($/mt)`), '300');
    }
    await userEvent.click(screen.getByRole('button', { name: 'Preview Trades' }));
    await confirm('Record 2 Trades');
    expect(await screen.findByText('Nothing was saved.')).toBeInTheDocument();
    expect(screen.getByText('Row 2, Quantity (mt): Can not be more than the 50.000 mt available')).toBeInTheDocument();
    expect(screen.getByLabelText('Row 2 quantity (mt)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Row 1 quantity (mt)')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Can not be more than the 50.000 mt available')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST' && call.url === '/api/back-office/trades/multiple');
    expect((post?.body as { rows: unknown[] }).rows).toHaveLength(2);
    expect((post?.body as { rows: { holdingId: number; gradeId: number }[] }).rows[1]).toMatchObject({ holdingId: 31, gradeId: 3 });
  });

  it('turns lines pasted from a spreadsheet into rows, in place of the empty ones, and says what matched nothing', async () => {
    render(<CreateMultipleTradesPage />, '/portal/trades/create/multiple');
    await screen.findByRole('table', { name: 'Trades to record' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Row 1 seller' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Paste rows' }));
    await userEvent.click(await screen.findByLabelText('Rows'));
    await userEvent.paste(
      [
        'Wattle Creek Farming\tSouthern Cross Grain\tJan 2027\t100\t310.50\t14 days EOW',
        'Nobody Farms\tSouthern Cross Grain\tJan 2027\t50\t300\t7',
      ].join('\n'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add rows' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Row 1 seller' })).toHaveValue('Wattle Creek Farming'));
    expect(screen.getByRole('combobox', { name: 'Row 1 payment terms' })).toHaveValue('14 days EOW');
    expect(screen.getByLabelText('Row 2 quantity (mt)')).toHaveValue('50');
    expect(screen.getByRole('combobox', { name: 'Row 2 seller' })).toHaveValue('');
    expect(screen.queryByRole('combobox', { name: 'Row 3 seller' })).not.toBeInTheDocument();
    expect(screen.getByText('Line 2: no seller named ‘Nobody Farms’')).toBeInTheDocument();
  });
});
