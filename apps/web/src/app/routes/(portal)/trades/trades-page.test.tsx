import type { TBackOfficeTrade } from '@cgx/domain/back-office-trades.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backOfficeTrade, legacyTradeRow, REFERENCE, staff } from '../../../../test/back-office-trade';
import { stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders } from '../../../../test/render';
import { TradesPage } from './trades-page';

const trade = (overrides: Partial<TBackOfficeTrade> = {}) =>
  backOfficeTrade({ status: 'awaiting_payment', agent: null, paymentDueDate: '2026-11-10', ...overrides });

const page = (rows: TBackOfficeTrade[], totalQuantity: string) => ({
  body: { rows, total: rows.length, page: 1, pageSize: 25, totalQuantity },
});
afterEach(() => vi.unstubAllGlobals());
// A shared machine renders Mantine tables slowly.
vi.setConfig({ testTimeout: 30_000 });

describe('the staff’s trades page', () => {
  it('names both parties, shows the total mt the filter selects, and sends each filter through the URL', async () => {
    const { calls, fetchMock } = stubFetch({
      ...REFERENCE,
      'GET /api/back-office/trades': page([trade(), trade({ id: 42, formattedId: 'IGX-000002', market: 'igrainx' })], '1234.5'),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <TradesPage />
        <LocationDisplay />
      </>,
      { route: '/portal/trades', session: staff(true) },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Trades' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Trades' });
    await within(table).findByText('CGX-000041');
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no row');
    for (const text of [
      'CGX-000041',
      'Wattle Creek Farming',
      'NGR 12345678',
      'Southern Cross Grain',
      'Wheat APH1',
      'Moree, NSW',
      'Awaiting Payment',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(row).getByText('Due 10 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('1,234.5 mt')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/back-office/trades'))?.url).toBe(
      '/api/back-office/trades?page=1&pageSize=25&sort=createdAt&direction=desc',
    );

    fireEvent.change(screen.getByLabelText('Market'), { target: { value: 'igrainx' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/trades?market=igrainx&page=1');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'settled' } });
    await userEvent.click(screen.getByRole('combobox', { name: 'Commodities' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Barley' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('commodities=8'));
    // The grades offered are the chosen commodity's.
    await userEvent.click(screen.getByRole('combobox', { name: 'Grades' }));
    expect(await screen.findByRole('option', { name: 'BAR1 (Barley)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'APH1 (Wheat)' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.url).toContain('commodities=8'));
    expect(calls.at(-1)?.url).toContain('market=igrainx');
    expect(calls.at(-1)?.url).toContain('status=settled');
  });

  it('shows a legacy trade among the trades, leading to its own page, and finds it with Settled Externally', async () => {
    const { calls, fetchMock } = stubFetch({
      ...REFERENCE,
      // The same id as the trade's: the rows are told apart by their source.
      'GET /api/back-office/trades': page([trade(), legacyTradeRow({ id: 41 })], '170.5'),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TradesPage />, { route: '/portal/trades', session: staff(false) });
    const table = await screen.findByRole('table', { name: 'Trades' });
    expect(await within(table).findByRole('link', { name: 'WC-2019-0001' })).toHaveAttribute('href', '/portal/legacy-trades/41');
    expect(within(table).getByRole('link', { name: 'CGX-000041' })).toHaveAttribute('href', '/portal/trades/41');
    const row = within(table).getAllByRole('row')[2];
    if (!row) throw new Error('no legacy row');
    for (const text of ['04 Nov 2019 · Legacy (private)', 'Settled Externally', 'Wheat APH1', '2026/27']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('in 2 trades')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'settled_externally' } });
    await waitFor(() => expect(calls.at(-1)?.url).toContain('status=settled_externally'));
  });

  it('says a reversed date range on the To field, and shows no total or rows for a query the API refused', async () => {
    const refused = {
      status: 400,
      body: { message: 'Please check the highlighted fields.', errors: { dateTo: ['Must be on or after the start date'] } },
    };
    const { calls, fetchMock } = stubFetch({
      ...REFERENCE,
      'GET /api/back-office/trades': (_init, url) => {
        const query = new URL(url, 'http://cgx.test').searchParams;
        const from = query.get('dateFrom');
        const to = query.get('dateTo');
        return from && to && from > to ? refused : page([trade()], '2965');
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TradesPage />, { route: '/portal/trades?dateFrom=2026-11-02&dateTo=2026-11-01', session: staff(false) });
    expect(await screen.findByText('Please check the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByLabelText('Created to')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Must be on or after the start date')).toBeInTheDocument();
    expect(screen.queryByText(/ mt$/)).not.toBeInTheDocument();
    expect(screen.queryByText('CGX-000041')).not.toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/back-office/trades?'))?.url).toContain('dateTo=2026-11-01');
  });

  it('offers no market filter without the igrainTrade flag, and says so when nothing matches', async () => {
    vi.stubGlobal('fetch', stubFetch({ ...REFERENCE, 'GET /api/back-office/trades': page([], '0') }).fetchMock);
    renderWithProviders(<TradesPage />, { route: '/portal/trades', session: staff(false) });
    expect(await screen.findByText('No trade matches these filters.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Market')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeInTheDocument();
  });
});
