import { DATE_RANGE_REQUIRED, type TStatement } from '@cgx/domain/statements.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSessionTokens } from '../../../../lib/storage';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { settlementsSection } from './settlements.routes';
import { StatementsPage } from './statements-page';
import { canAccess } from '../../../../session/access';

const statement: TStatement = {
  organisation: { id: 12, name: 'Grains Levy Collector Pty Ltd', abn: null, type: 'trader' },
  dateFrom: '2026-11-01',
  dateTo: '2026-11-30',
  trades: [],
  invoices: [],
  payments: [
    { date: '2026-11-27', direction: 'paid', reference: 'CGX-T000001', kind: 'levy', formattedTradeIds: ['CGX-T000001'], amount: '306.00' },
  ],
  withheld: [],
  withheldFor: [
    {
      formattedTradeId: 'CGX-T000001',
      invoiceNumber: 'RCTI-000001',
      issuedOn: '2026-11-20',
      commodity: 'Wheat',
      kind: 'farm_gate_levy',
      label: 'Grains levy',
      amount: '306.00',
      payee: null,
    },
  ],
  totals: {
    sellerInvoiced: '0.00',
    buyerInvoiced: '0.00',
    paymentsReceived: '0.00',
    paymentsMade: '306.00',
    withheld: '0.00',
    withheldFor: '306.00',
  },
};

const admin = () => sessionValue({ status: 'authenticated', session: makeSession('Admin'), token: 't' });
const ROUTES = {
  'GET /api/back-office/settlements/statements/organisations': {
    body: [{ id: 12, name: 'Grains Levy Collector Pty Ltd', type: 'trader' }],
  },
  'GET /api/back-office/settlements/statements/preview': { body: statement },
};

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

const dates = (from: string, to: string) => {
  fireEvent.change(screen.getByLabelText(/^From/), { target: { value: from } });
  fireEvent.change(screen.getByLabelText(/^To/), { target: { value: to } });
};

async function pickOrganisation() {
  await userEvent.type(screen.getByRole('combobox', { name: /^Organisation/ }), 'Levy');
  await userEvent.click(await screen.findByRole('option', { name: 'Grains Levy Collector Pty Ltd (Trader)' }));
}

describe('Settlements → Settlements (statements)', () => {
  it('is the section’s tab, for staff with soi only', () => {
    expect(canAccess(makeSession('Admin'), settlementsSection.access)).toBe(true);
    // The section is any staff's (Trade Management); its soi page needs soi.
    const soi = { ...settlementsSection.access, ...settlementsSection.pages.find((page) => page.path === 'soi')?.access };
    expect(canAccess(makeSession('CGX Sales'), soi)).toBe(false);
    expect(canAccess(makeSession('CGX Sales', { permissions: ['soi'] }), soi)).toBe(true);
    expect(canAccess(makeSession('Trader', { permissions: ['soi'] }), settlementsSection.access)).toBe(false);
  });

  it('asks for an organisation and both dates (spec 002 §5) before it asks the server', async () => {
    const { calls, fetchMock } = stubFetch(ROUTES);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<StatementsPage />, { route: '/portal/settlements/soi', session: admin() });
    expect(screen.getByRole('heading', { level: 1, name: 'Settlements' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Settlements', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reports' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findAllByText(DATE_RANGE_REQUIRED)).toHaveLength(2);
    expect(screen.getByText('Required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(calls.filter((call) => !call.url.includes('/organisations'))).toEqual([]);
  });

  it('previews the statement of the organisation picked, and downloads it as PDF and CSV', async () => {
    writeSessionTokens({ token: 'token-1', wsToken: 'ws-1' });
    const { calls, fetchMock } = stubFetch(ROUTES);
    const files: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.startsWith('/api/back-office/settlements/statements?')) {
          files.push(url);
          return new Response('%PDF-', { headers: { 'content-disposition': 'attachment; filename="statement.pdf"' } });
        }
        return fetchMock(input, init);
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<StatementsPage />, { route: '/portal/settlements/soi', session: admin() });

    await pickOrganisation();
    dates('2026-11-01', '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('region', { name: 'Statement preview' });
    expect(calls.map((call) => call.url)).toContain(
      '/api/back-office/settlements/statements/preview?organisationId=12&dateFrom=2026-11-01&dateTo=2026-11-30',
    );
    const withheldFor = within(preview).getByRole('table', { name: 'Levies and royalties withheld for it' });
    expect(within(withheldFor).getByText('RCTI-000001')).toBeInTheDocument();
    expect(within(withheldFor).getByText('Grains levy, Wheat')).toBeInTheDocument();
    const totals = within(preview).getByRole('table', { name: 'Totals' });
    expect(within(totals).getByText('Levies and royalties withheld for it').closest('tr')).toHaveTextContent('$306.00');
    expect(within(preview).getByText('Paid to it (levies)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(files).toEqual([
        '/api/back-office/settlements/statements?organisationId=12&dateFrom=2026-11-01&dateTo=2026-11-30&format=pdf',
        '/api/back-office/settlements/statements?organisationId=12&dateFrom=2026-11-01&dateTo=2026-11-30&format=csv',
      ]),
    );
    click.mockRestore();
  });

  it('shows the server’s error on its field', async () => {
    const { fetchMock } = stubFetch({
      ...ROUTES,
      'GET /api/back-office/settlements/statements/preview': {
        status: 400,
        body: { message: 'Invalid request', errors: { dateTo: ['Must be on or after the start date'] } },
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<StatementsPage />, { route: '/portal/settlements/soi', session: admin() });
    await pickOrganisation();
    dates('2026-11-01', '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Must be on or after the start date')).toBeInTheDocument();
  });
});
