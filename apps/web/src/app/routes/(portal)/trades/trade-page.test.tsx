import { MSG } from '@cgx/domain/messages';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tradeSettlement } from '../../../../features/settlement/test/settlement-fixture';
import { backOfficeTradeDetail } from '../../../../test/back-office-trade';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { TradePage } from './trade-page';

const detail = backOfficeTradeDetail;

const staff = sessionValue({ status: 'authenticated', session: makeSession('CGX Sales'), token: 't' });

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/portal/trades/:tradeId" element={<TradePage market="cgx" />} />
        <Route path="/portal/trades/igrainx/:tradeId" element={<TradePage market="igrainx" />} />
        <Route path="/portal/trades" element={<p>The list</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route, session: staff },
  );
}

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('a trade’s page for staff', () => {
  it('shows both parties, the orders, the place, the terms and both contract notes, with the Details and Notes tabs', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/back-office/trades/41': { body: detail({ variety: { id: 3, name: 'Scepter' } }) },
        'POST /api/back-office/trades/best-published-bids': {
          body: { bids: { '2026/27|GrainCorp|Moree|Australian Prime Hard 1|cgx': null } },
        },
      }).fetchMock,
    );
    renderAt('/portal/trades/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade CGX-000041' })).toBeInTheDocument();
    expect(await screen.findByText('None published')).toBeInTheDocument();
    const trade = screen.getByRole('table', { name: 'Trade' });
    for (const text of [
      'Bid 90 (line 91) · Offer 92, priced at the resting bid',
      'Wheat APH1 (Australian Prime Hard 1)',
      '$285.00/mt (port equivalent $320.50/mt)',
      'Moree, NSW',
      'Newcastle (port Newcastle)',
      'Disagree: K-Obiol, 2 L/t, 01 Nov 2026',
      'Protein 13.2 %',
      'Scepter',
      'When title transfers',
    ]) {
      expect(within(trade).getByText(text)).toBeInTheDocument();
    }
    const seller = screen.getByRole('table', { name: 'Seller' });
    for (const text of ['Wattle Creek Farming', '12345678', 'Riverina Grain Marketing', 'Jack Thompson']) {
      expect(within(seller).getByText(text)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('table', { name: 'Buyer' })).getByText('Southern Cross Grain')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Seller’s contract note/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buyer’s contract note/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Notes' })).toBeInTheDocument();
  });

  it('shows the audit trail: the making, then each change with who made it, before and after', async () => {
    const history = [
      ...detail().history,
      {
        at: '2026-11-02T03:30:00.000Z',
        by: 'Sam Admin',
        action: 'updated' as const,
        changes: [{ field: 'status', before: 'awaiting_grain', after: 'awaiting_payment' }],
      },
    ];
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/back-office/trades/41': { body: detail({ recordedBy: 'Sam Admin', history }) } }).fetchMock,
    );
    renderAt('/portal/trades/41');
    const trail = await screen.findByRole('region', { name: 'History' });
    const rows = within(trail).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('Trade made')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/^Quantity: 50(\.000)? mt$/)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Sam Admin')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Status: Awaiting Grain → Awaiting Payment')).toBeInTheDocument();
    expect(screen.getByText(/Recorded off-screen by Sam Admin/)).toBeInTheDocument();
  });

  it('opens an igrainX trade on its own route, a trade id (CGX-000041) on the trade’s, and says Not Found for a trade that is not there', async () => {
    const igrainx = detail({ id: 42, formattedId: 'IGX-000042', market: 'igrainx', site: null });
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/back-office/trades/42': { body: igrainx },
        'GET /api/back-office/trades/IGX-000042': { body: igrainx },
        'GET /api/back-office/trades/CGX-000041': { body: detail() },
        'GET /api/back-office/trades/41': { body: detail() },
        'GET /api/back-office/trades/43': { status: 404, body: { message: 'Not found' } },
      }).fetchMock,
    );
    const { unmount } = renderAt('/portal/trades/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade IGX-000042' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/trades/igrainx/42');
    unmount();
    const typed = renderAt('/portal/trades/CGX-000041');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade CGX-000041' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/portal\/trades\/41$/);
    typed.unmount();
    const other = renderAt('/portal/trades/IGX-000042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade IGX-000042' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/trades/igrainx/42');
    other.unmount();
    renderAt('/portal/trades/43');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(MSG.notFound)).toBeInTheDocument();
    expect(screen.queryByText('The list')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/trades/43');
  });

  it('shows the settlement beside the invoices, with Edit when the trade may be edited', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/back-office/trades/41': { body: detail() },
        'GET /api/back-office/trades/41/invoices': { body: { invoices: [] } },
        'GET /api/back-office/trades/41/settlement': { body: tradeSettlement() },
      }).fetchMock,
    );
    renderAt('/portal/trades/41');
    expect(await screen.findByRole('region', { name: 'Invoices' })).toBeInTheDocument();
    const settlement = await screen.findByRole('region', { name: 'Settlement' });
    expect(await within(settlement).findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/portal/trades/41/edit');
  });
});
