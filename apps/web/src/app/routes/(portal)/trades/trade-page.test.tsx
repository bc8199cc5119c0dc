import type { TBackOfficeTradeDetail } from '@cgx/domain/back-office-trades.schemas';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { TradePage } from './trade-page';

const detail = (overrides: Partial<TBackOfficeTradeDetail> = {}): TBackOfficeTradeDetail => ({
  id: 41,
  formattedId: 'CGX-000041',
  market: 'cgx',
  status: 'awaiting_grain',
  seller: { id: 5, name: 'Wattle Creek Farming', abn: '51824753556', state: 'NSW', orderedBy: 'Jack Thompson' },
  sellerNgr: '12345678',
  buyer: { id: 6, name: 'Southern Cross Grain', abn: null, state: 'VIC', orderedBy: 'Olivia Nguyen' },
  agent: { id: 7, name: 'Riverina Grain Marketing' },
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
  paymentDueDate: null,
  createdAt: '2026-10-31T01:00:00.000Z',
  bidGroupId: 90,
  bidLineId: 91,
  offerId: 92,
  restingSide: 'bid',
  site: { name: 'Moree', state: 'NSW', storageProviderNickname: 'GrainCorp', portZone: 'Newcastle', port: 'Newcastle' },
  place: null,
  varieties: [],
  chemicalDeclaration: false,
  chemicalTreatment: 'K-Obiol',
  chemicalRate: '2 L/t',
  chemicalApplicationDate: '2026-11-01',
  termsAndConditions: [],
  quality: [{ name: 'Protein', unit: '%', value: '13.2' }],
  updatedAt: '2026-10-31T01:00:00.000Z',
  documents: [
    { label: 'Seller’s contract note', path: 'contract-note/41/seller' },
    { label: 'Buyer’s contract note', path: 'contract-note/41/buyer' },
  ],
  ...overrides,
});

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
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/back-office/trades/41': { body: detail() } }).fetchMock);
    renderAt('/portal/trades/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade CGX-000041' })).toBeInTheDocument();
    const trade = screen.getByRole('table', { name: 'Trade' });
    for (const text of [
      'Bid 90 (line 91) · Offer 92, priced at the resting bid',
      'Wheat APH1 (Australian Prime Hard 1)',
      '$285.00/mt (port equivalent $320.50/mt)',
      'Moree, NSW',
      'Newcastle (port Newcastle)',
      'Disagree: K-Obiol, 2 L/t, 01 Nov 2026',
      'Protein 13.2 %',
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

  it('opens an igrainX trade on its own route, and returns to the list for a trade that is not there', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/back-office/trades/42': { body: detail({ id: 42, formattedId: 'IGX-000042', market: 'igrainx', site: null }) },
        'GET /api/back-office/trades/43': { status: 404, body: { message: 'Not found' } },
      }).fetchMock,
    );
    const { unmount } = renderAt('/portal/trades/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade IGX-000042' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/trades/igrainx/42');
    unmount();
    renderAt('/portal/trades/43');
    expect(await screen.findByText('The list')).toBeInTheDocument();
  });
});
