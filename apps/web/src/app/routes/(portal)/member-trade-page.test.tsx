import type { TMemberTradeDetail } from '@cgx/domain/trades.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { MemberTradePage } from './member-trade-page';

const sale = (overrides: Partial<TMemberTradeDetail> = {}): TMemberTradeDetail => ({
  id: 41,
  formattedId: 'CGX-000041',
  market: 'cgx',
  status: 'awaiting_payment',
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
  paymentDueDate: null,
  createdAt: '2026-10-31T01:00:00.000Z',
  documents: [{ kind: 'contract-note', label: 'Contract note', path: 'contract-note/41/seller' }],
  money: {
    stage: 'invoiced',
    label: 'Invoiced: awaiting the buyer’s payment',
    invoiceNumber: 'RCTI-000007',
    amount: '13892.50',
    dueDate: '2026-11-12',
    businessDaysLeft: 3,
    overdue: false,
  },
  counterparty: 'Anonymous, through the exchange',
  portZone: 'Newcastle (port Newcastle)',
  tolerance: { min: '47.500', max: '52.500' },
  value: '14250.00',
  insuredValue: null,
  variety: null,
  chemicalDeclaration: true,
  chemicalTreatment: null,
  chemicalRate: null,
  chemicalApplicationDate: null,
  termsAndConditions: [],
  quality: [],
  titleTransfer: {
    source: 'acq',
    transferredOn: '2026-11-03',
    deliveredTonnes: '49.820',
    oil: null,
    admix: null,
    ticketNumber: 'NB-1',
    shortfall: false,
  },
  invoices: [
    {
      id: 7,
      number: 'RCTI-000007',
      kind: 'seller',
      tradeId: 41,
      tradeFormattedId: 'CGX-000041',
      organisation: { id: 5, name: 'Wattle Creek Farming' },
      issuedOn: '2026-11-03',
      dueDate: '2026-11-12',
      total: '13892.50',
      paid: '0.00',
      outstanding: '13892.50',
      status: 'issued',
      standing: 'Awaiting payment',
    },
  ],
  progress: [
    { key: 'traded', label: 'Traded', done: true, on: '2026-10-31', reference: null },
    { key: 'title_transferred', label: 'Title transferred', done: true, on: '2026-11-03', reference: 'RCTI-000007' },
    { key: 'buyer_paid', label: 'Buyer paid', done: false, on: null, reference: null },
    { key: 'paid', label: 'Paid to you', done: false, on: null, reference: null },
  ],
  ...overrides,
});

const grower = sessionValue({ status: 'authenticated', session: makeSession('Grower'), token: 't' });

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/portal/my-sales/:tradeId" element={<MemberTradePage view="sales" />} />
    </Routes>,
    { route, session: grower },
  );
}

afterEach(() => vi.unstubAllGlobals());
// A shared machine renders Mantine tables slowly.
vi.setConfig({ testTimeout: 30_000 });

describe('a member’s trade page (issue 24)', () => {
  it('shows where the money is, the way to being paid, the terms, the contract note, the title transfer and the grower’s own invoice', async () => {
    const { calls, fetchMock } = stubFetch({
      'GET /api/trades/sales/41': { body: sale() },
      'GET /api/attachments/download': { body: {} },
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:note'), revokeObjectURL: vi.fn() }));
    renderAt('/portal/my-sales/41');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade CGX-000041' })).toBeInTheDocument();
    expect(screen.getByText('Invoiced: awaiting the buyer’s payment')).toBeInTheDocument();

    const progress = screen.getByRole('region', { name: 'Payment progress' });
    expect(within(progress).getByRole('listitem', { name: 'Traded: done' })).toHaveTextContent('31 Oct 2026');
    expect(within(progress).getByRole('listitem', { name: 'Title transferred: done' })).toHaveTextContent(
      '03 Nov 2026 · 49.82 mt · RCTI-000007 raised',
    );
    expect(within(progress).getByRole('listitem', { name: 'Buyer paid: to come' })).toBeInTheDocument();
    expect(within(progress).getByRole('listitem', { name: 'Paid to you: to come' })).toBeInTheDocument();

    const terms = screen.getByRole('table', { name: 'Terms' });
    for (const text of [
      'Sold',
      'Anonymous, through the exchange',
      'Wheat APH1 (Australian Prime Hard 1)',
      'Moree, NSW',
      'Newcastle (port Newcastle)',
      '50 mt (tolerance 47.5–52.5 mt)',
      '$285.00/mt (port equivalent $320.50/mt)',
      '$14,250.00 excluding GST, fees and levies',
    ]) {
      expect(within(terms).getByText(text)).toBeInTheDocument();
    }
    expect(within(screen.getByRole('table', { name: 'Title transfer' })).getByText('NB-1')).toBeInTheDocument();
    const invoices = screen.getByRole('table', { name: 'Invoices' });
    expect(within(invoices).getByText('RCTI-000007')).toBeInTheDocument();
    expect(within(invoices).getByRole('button', { name: 'Invoice RCTI-000007 (PDF)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Contract note CGX-000041 (PDF)' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.startsWith('/api/attachments/download'))?.url).toBe(
        '/api/attachments/download?path=contract-note%2F41%2Fseller',
      ),
    );
  });

  it('says an igrainX Delivered trade’s place and cover, and that a trade awaiting title has no invoice yet', async () => {
    const igrainx = sale({
      id: 42,
      formattedId: 'IGX-000042',
      market: 'igrainx',
      status: 'awaiting_grain',
      location: 'Tamworth Mill, NSW',
      pricingPoint: 'Delivered',
      portZone: null,
      portEquiv: null,
      insuredValue: '12825.00',
      titleTransfer: null,
      invoices: [],
      money: {
        stage: 'awaiting_title',
        label: 'Awaiting title transfer',
        invoiceNumber: null,
        amount: null,
        dueDate: null,
        businessDaysLeft: null,
        overdue: false,
      },
    });
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/trades/sales/42': { body: igrainx } }).fetchMock);
    renderAt('/portal/my-sales/42');
    const terms = await screen.findByRole('table', { name: 'Terms' });
    expect(within(terms).getByText('Delivered')).toBeInTheDocument();
    expect(within(terms).getByText('Tamworth Mill, NSW')).toBeInTheDocument();
    expect(within(terms).getByText('Counterparty insurance covers 90% of the value: $12,825.00')).toBeInTheDocument();
    expect(screen.getByText('Title has not transferred yet.')).toBeInTheDocument();
    expect(
      screen.getByText('No invoice yet. Your recipient-created tax invoice (RCTI) is raised when title transfers.'),
    ).toBeInTheDocument();
  });

  it('is not found when the trade is not the organisation’s (the server answers 404)', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/trades/sales/43': { status: 404, body: { message: 'Not found' } } }).fetchMock);
    renderAt('/portal/my-sales/43');
    expect(await screen.findByText(/Sorry, this page is not available/)).toBeInTheDocument();
  });
});
