import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canAccess } from '../../../../session/access';
import { RUN_PAYMENTS_CONFIRMATION } from '../../../../features/settlement/components/payment-runs';
import { writeSessionTokens } from '../../../../lib/storage';
import { makeSession, type Route, stubFetch } from '../../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { settlementsSection } from './settlements.routes';
import { TradeManagementPage } from './trade-management-page';

const fileInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const LIST = 'GET /api/back-office/settlements/trade-management';
const RUNS = 'GET /api/back-office/settlements/payment-runs';
const staff = (permissions?: string[]) =>
  sessionValue({
    status: 'authenticated',
    session: makeSession('CGX Sales', permissions ? { permissions: permissions as never } : {}),
    token: 't',
  });

const run = {
  id: 3,
  reference: 'PAYRUN-000003',
  paidOn: '2026-11-26',
  total: '54210.55',
  payees: 3,
  trades: 2,
  createdBy: 'Sam Admin',
  createdAt: '2026-11-26T01:00:00.000Z',
};

const ROUTES: Record<string, Route> = {
  [LIST]: {
    body: {
      rows: [
        {
          tradeId: 41,
          formattedId: 'CGX-000041',
          market: 'cgx',
          status: 'funds_received',
          seller: 'Wattle Creek Farming',
          buyer: 'Southern Cross Grain',
          buyerInvoice: 'INV-000012',
          sellerInvoice: 'RCTI-000011',
          dueDate: '2026-12-01',
          total: '28710.00',
          paid: '28710.00',
          outstanding: '0.00',
          sellerNet: '26988.40',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
      dueToSellers: '12345.67',
      tradesDue: 2,
    },
  },
  [RUNS]: { body: { rows: [run], total: 1, page: 1, pageSize: 25 } },
};

function renderPage(routes: Record<string, Route> = {}, session = staff()) {
  const stub = stubFetch({ ...ROUTES, ...routes });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderWithProviders(<TradeManagementPage />, { route: '/portal/settlements/trade-management', session });
  return stub;
}

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('Settlements → Trade Management', () => {
  it('is any staff’s tab, before Settlements and Reports', () => {
    expect(canAccess(makeSession('CGX Sales'), settlementsSection.access)).toBe(true);
    expect(canAccess(makeSession('Grower'), settlementsSection.access)).toBe(false);
    expect(settlementsSection.pages.find((page) => page.path === 'trade-management')?.access).toBeUndefined();
  });

  it('lists the trades money is moving on, with what the next run owes sellers, filtered by status', async () => {
    const { calls } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Trade Management' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Trade Management', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Due to sellers at the next payment run: $12,345.67 on 2 trades')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Trade management' });
    const [, row] = within(table).getAllByRole('row');
    if (!row) throw new Error('no row');
    expect(within(row).getByRole('link', { name: 'CGX-000041' })).toHaveAttribute('href', '/portal/trades/41');
    for (const text of [
      'Funds Received',
      'Wattle Creek Farming',
      'Southern Cross Grain',
      'INV-000012',
      '01 Dec 2026',
      '$0.00',
      '$26,988.40',
    ])
      expect(within(row).getByText(text)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'overdue_payment');
    await waitFor(() => expect(calls.some((call) => call.url.includes('status=overdue_payment'))).toBe(true));
  });

  it('imports a bank statement and shows each credit’s outcome; a bad row is listed and nothing saved', async () => {
    let bad = false;
    const { calls } = renderPage({
      'POST /api/back-office/settlements/bank-statements': () =>
        bad
          ? { status: 400, body: { message: 'Invalid', errors: { 'rows.3': ['Date: Use a date like 31/12/2026'] } } }
          : {
              status: 201,
              body: {
                importedOn: '2026-11-26',
                debitsSkipped: 1,
                lines: [
                  {
                    row: 2,
                    date: '2026-11-24',
                    amount: '1000.00',
                    description: 'PAYMENT INV-000012',
                    reference: null,
                    outcome: 'matched',
                    invoiceNumber: 'INV-000012',
                    settles: 'partial',
                    outstandingAfter: '27710.00',
                    overBy: null,
                    reason: 'Matched on the invoice number',
                  },
                  {
                    row: 3,
                    date: '2026-11-24',
                    amount: '55.00',
                    description: 'UNKNOWN DEPOSIT',
                    reference: null,
                    outcome: 'unmatched',
                    invoiceNumber: null,
                    settles: null,
                    outstandingAfter: null,
                    overBy: null,
                    reason: 'No invoice number in the description',
                  },
                ],
              },
            },
    });
    const form = screen.getByRole('form', { name: 'Import bank statement' });
    const file = new File(['Date,Amount,Description\n'], 'statement.csv', { type: 'text/csv' });
    await userEvent.upload(fileInput(form), file);
    await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
    const lines = await within(form).findByRole('table', { name: 'Statement lines' });
    const [, matched, unmatched] = within(lines).getAllByRole('row');
    if (!matched || !unmatched) throw new Error('no lines');
    for (const text of ['24 Nov 2026', '$1,000.00', 'Matched', 'INV-000012', 'Part paid, $27,710.00 outstanding'])
      expect(within(matched).getByText(text)).toBeInTheDocument();
    expect(within(unmatched).getByText('Unmatched')).toBeInTheDocument();
    expect(within(unmatched).getByText('No invoice number in the description')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.headers['Content-Type']).toBe('text/csv');

    bad = true;
    await userEvent.upload(fileInput(form), file);
    await userEvent.click(within(form).getByRole('button', { name: 'Import' }));
    const problems = await within(form).findByRole('table', { name: 'Problems in the file' });
    expect(within(problems).getByText('Row 3')).toBeInTheDocument();
    expect(within(problems).getByText('Date: Use a date like 31/12/2026')).toBeInTheDocument();
    expect(within(form).getByText('Nothing was saved.')).toBeInTheDocument();
  });

  it('runs payments after the confirmation and shows what it paid and held', async () => {
    const { calls } = renderPage({
      'POST /api/back-office/settlements/payment-runs': {
        status: 201,
        body: {
          run,
          settled: ['CGX-000041'],
          items: [{ tradeFormattedId: 'CGX-000041', kind: 'seller', payee: 'Wattle Creek Farming', amount: '26988.40' }],
          held: [
            {
              tradeFormattedId: 'CGX-000042',
              kind: 'levy',
              payeeName: null,
              amount: '12.50',
              reason: 'The levy recipient has no bank account',
            },
          ],
        },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run payments?' });
    expect(within(dialog).getByText(RUN_PAYMENTS_CONFIRMATION)).toBeInTheDocument();
    expect(RUN_PAYMENTS_CONFIRMATION).toMatch(/every seller whose buyer has paid and every levy and royalty owed/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, run payments' }));
    const result = await screen.findByRole('region', { name: 'Payment run result' });
    expect(within(result).getByText(/Paid \$54,210\.55 to 3 payees on 26 Nov 2026; settled 1 trade: CGX-000041/)).toBeInTheDocument();
    expect(within(within(result).getByRole('table', { name: 'Payments in the run' })).getByText('$26,988.40')).toBeInTheDocument();
    expect(
      within(within(result).getByRole('table', { name: 'Held payees' })).getByText('The levy recipient has no bank account'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says when nothing is owed', async () => {
    renderPage({ 'POST /api/back-office/settlements/payment-runs': { status: 409, body: { message: 'Nothing is owed to anyone yet.' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Run payments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run payments?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, run payments' }));
    expect(await within(dialog).findByText('Nothing is owed to anyone yet.')).toBeInTheDocument();
  });

  it('downloads a run’s ABA file with the session’s token', async () => {
    writeSessionTokens({ token: 'token-1', wsToken: 'ws-1' });
    const { calls } = renderPage({ 'GET /api/back-office/settlements/payment-runs/3/aba': { body: {} } });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download ABA file of PAYRUN-000003' }));
    await waitFor(() => expect(clicked).toEqual(['PAYRUN-000003.aba']));
    expect(calls.find((call) => call.url.endsWith('/aba'))?.headers).toEqual({ Authorization: 'Bearer token-1' });
    click.mockRestore();
  });

  it('offers neither the import nor the run without the update permission', async () => {
    renderPage({}, staff(['create']));
    expect(await screen.findByRole('table', { name: 'Payment runs' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Import bank statement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run payments' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download ABA file of PAYRUN-000003' })).toBeInTheDocument();
  });
});
