import type { TMemberTrade } from '@cgx/domain/trades.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../test/fixtures';
import { LocationDisplay } from '../../../test/location';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { MemberTradesPage } from './member-trades-page';

const trade = (overrides: Partial<TMemberTrade> = {}): TMemberTrade => ({
  id: 41,
  formattedId: 'CGX-000041',
  market: 'cgx',
  status: 'awaiting_grain',
  side: 'sold',
  client: null,
  season: { id: 1, name: '2026/27' },
  commodity: { id: 2, name: 'Wheat' },
  grade: { id: 3, code: 'APH1', name: 'Australian Prime Hard 1' },
  deliveryPeriod: { id: 4, name: 'Jan 2027' },
  location: 'Moree, NSW',
  pricingPoint: null,
  quantity: '50.000',
  price: '285.00',
  portEquiv: '320.50',
  paymentTerms: 'Within 7 business days',
  paymentDueDate: '2026-11-10',
  createdAt: '2026-10-31T01:00:00.000Z',
  documents: [{ kind: 'contract-note', label: 'Contract note', path: 'contract-note/41/seller' }],
  money: null,
  ...overrides,
});

const page = (rows: TMemberTrade[]) => ({ body: { rows, total: rows.length, page: 1, pageSize: 25 } });
const signedIn = (role: 'Grower' | 'Agent' | 'Trader') => sessionValue({ status: 'authenticated', session: makeSession(role), token: 't' });

afterEach(() => vi.unstubAllGlobals());
// A shared machine renders Mantine tables slowly.
vi.setConfig({ testTimeout: 30_000 });

describe('a member’s trades page', () => {
  it('lists the grower’s sales from /api/trades/sales, with the contract note to download', async () => {
    const { calls, fetchMock } = stubFetch({
      'GET /api/trades/sales': page([trade()]),
      'GET /api/attachments/download': { body: {} },
    });
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:note');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderWithProviders(<MemberTradesPage title="My Sales" view="sales" listPath="/portal/my-sales" empty="No sales yet." />, {
      route: '/portal/my-sales',
      session: signedIn('Grower'),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Sales' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Moree, NSW' });
    const table = screen.getByRole('table', { name: 'My Sales' });
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no row');
    for (const text of ['CGX-000041', 'Wheat APH1, 2026/27', '31 Oct 2026', 'Moree, NSW', 'Jan 2027', 'Awaiting Grain']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByText(/Within 7 business days, due 10 Nov 2026/)).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Client' })).not.toBeInTheDocument();
    expect(calls[0]?.url).toMatch(/^\/api\/trades\/sales\?page=1&pageSize=25&sort=createdAt&direction=desc$/);
    // The trade id opens the trade's page (issue 24).
    expect(within(row).getByRole('link', { name: 'CGX-000041' })).toHaveAttribute('href', '/portal/my-sales/41');

    await userEvent.click(within(row).getByRole('button', { name: 'Contract note CGX-000041 (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.find((call) => call.url.startsWith('/api/attachments/download'))?.url).toBe(
      '/api/attachments/download?path=contract-note%2F41%2Fseller',
    );
  });

  it('downloads the list as CSV and as Excel with its filters and sort, every page (issue 24: for the accountant)', async () => {
    const { calls, fetchMock } = stubFetch({
      'GET /api/trades/sales': page([trade()]),
      'GET /api/trades/sales/download': { body: 'Trade ID\r\n' },
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:list'), revokeObjectURL: vi.fn() }));
    renderWithProviders(<MemberTradesPage title="My Sales" view="sales" listPath="/portal/my-sales" empty="No sales yet." />, {
      route: '/portal/my-sales?status=settled&page=2',
      session: signedIn('Grower'),
    });
    await screen.findByRole('table', { name: 'My Sales' });
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(calls.filter((call) => call.url.startsWith('/api/trades/sales/download'))).toHaveLength(2));
    const downloads = calls.filter((call) => call.url.startsWith('/api/trades/sales/download')).map((call) => call.url);
    expect(downloads).toEqual([
      '/api/trades/sales/download?sort=createdAt&direction=desc&status=settled&format=csv',
      '/api/trades/sales/download?sort=createdAt&direction=desc&status=settled&format=xlsx',
    ]);
  });

  it('shows where each sale’s money is: invoiced with the RCTI, its net and the business days left; paid to you', async () => {
    const invoiced = trade({
      id: 42,
      formattedId: 'CGX-000042',
      status: 'awaiting_payment',
      money: {
        stage: 'invoiced',
        label: 'Invoiced: awaiting the buyer’s payment',
        invoiceNumber: 'RCTI-000007',
        amount: '32474.00',
        dueDate: '2026-12-01',
        businessDaysLeft: 2,
        overdue: false,
      },
    });
    const paid = trade({
      id: 43,
      formattedId: 'CGX-000043',
      status: 'settled',
      money: {
        stage: 'paid',
        label: 'Paid to you',
        invoiceNumber: 'RCTI-000003',
        amount: '1000.00',
        dueDate: '2026-11-20',
        businessDaysLeft: null,
        overdue: false,
      },
    });
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/trades/sales': page([invoiced, paid]) }).fetchMock);
    renderWithProviders(<MemberTradesPage title="My Sales" view="sales" listPath="/portal/my-sales" empty="No sales yet." />, {
      route: '/portal/my-sales',
      session: signedIn('Grower'),
    });
    const table = await screen.findByRole('table', { name: 'My Sales' });
    await within(table).findByText('CGX-000042');
    const [, first, second] = within(table).getAllByRole('row');
    if (!first || !second) throw new Error('no rows');
    expect(within(first).getByText('Invoiced: awaiting the buyer’s payment')).toBeInTheDocument();
    expect(within(first).getByText('RCTI-000007: $32,474.00')).toBeInTheDocument();
    expect(within(first).getByText('Due 01 Dec 2026, 2 business days left')).toBeInTheDocument();
    expect(within(second).getByText('Paid to you')).toBeInTheDocument();
    expect(within(second).queryByText(/^Due/)).not.toBeInTheDocument();
  });

  it('names the client on an agent’s page, and sends the status filter and sort to the server through the URL', async () => {
    const { calls, fetchMock } = stubFetch({
      'GET /api/trades/client-sales': page([trade({ client: { id: 9, name: 'Wattle Creek Farming' } })]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <MemberTradesPage
          title="My Clients Sales"
          view="client-sales"
          listPath="/portal/my-clients-sales"
          empty="No sales for your clients yet."
        />
        <LocationDisplay />
      </>,
      { route: '/portal/my-clients-sales', session: signedIn('Agent') },
    );
    expect(await screen.findByRole('cell', { name: 'Wattle Creek Farming' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'settled' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/my-clients-sales?status=settled&page=1');
    await userEvent.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('sort=price'));
    expect(calls.at(-1)?.url).toContain('status=settled');
  });

  it('says so when there are no trades, and shows the server’s refusal', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/trades/purchases': page([]) }).fetchMock);
    const { unmount } = renderWithProviders(
      <MemberTradesPage title="Our Purchases" view="purchases" listPath="/portal/our-purchases" empty="No purchases yet." />,
      {
        session: signedIn('Trader'),
      },
    );
    expect(await screen.findByText('No purchases yet.')).toBeInTheDocument();
    unmount();
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/trades/sales': { status: 403, body: { message: 'You are not allowed to do that.' } } }).fetchMock,
    );
    renderWithProviders(<MemberTradesPage title="Our Sales" view="sales" listPath="/portal/our-sales" empty="No sales yet." />, {
      session: signedIn('Trader'),
    });
    expect(await screen.findByText('You are not allowed to do that.')).toBeInTheDocument();
  });
});
