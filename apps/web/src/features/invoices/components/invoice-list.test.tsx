import type { TInvoice } from '@cgx/domain/invoices.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../test/fixtures';
import { LocationDisplay } from '../../../test/location';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { InvoiceList } from './invoice-list';

const invoice = (overrides: Partial<TInvoice> = {}): TInvoice => ({
  id: 12,
  number: 'INV-000012',
  kind: 'buyer',
  tradeId: 41,
  tradeFormattedId: 'CGX-000123',
  organisation: { id: 7, name: 'Riverina Grain Buyers' },
  issuedOn: '2026-11-20',
  dueDate: '2026-12-01',
  total: '33165.00',
  paid: '1000.00',
  outstanding: '32165.00',
  status: 'issued',
  standing: 'Part paid',
  ...overrides,
});

const page = (rows: TInvoice[]) => ({ body: { rows, total: rows.length, page: 1, pageSize: 25 } });
const signedIn = (role: 'Grower' | 'Agent' | 'Trader') => sessionValue({ status: 'authenticated', session: makeSession(role), token: 't' });

afterEach(() => vi.unstubAllGlobals());
// A shared machine renders Mantine tables slowly.
vi.setConfig({ testTimeout: 30_000 });

describe('the invoice list', () => {
  it('lists the invoices from /api/invoices, newest first, with what is paid, the standing and the PDF to download', async () => {
    const { calls, fetchMock } = stubFetch({
      'GET /api/invoices': page([invoice(), invoice({ id: 11, number: 'INV-000011', standing: 'Overdue', paid: '0.00' })]),
      'GET /api/invoices/12/pdf': { body: {} },
    });
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderWithProviders(<InvoiceList label="Invoices" empty="No invoices yet." />, { session: signedIn('Trader') });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await within(table).findByText('INV-000012');
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no row');
    for (const text of ['INV-000012', 'Tax invoice', 'CGX-000123', '20 Nov 2026', '01 Dec 2026', '$33,165.00', '$1,000.00', 'Part paid']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(within(table).getByText('Overdue')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'To' })).not.toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/invoices?page=1&pageSize=25&sort=issuedOn&direction=desc');

    await userEvent.click(within(row).getByRole('button', { name: 'Invoice INV-000012 (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.some((call) => call.url === '/api/invoices/12/pdf')).toBe(true);
  });

  it('names the party when asked (an agent’s clients), and sends the kind filter and sort through the URL', async () => {
    const { calls, fetchMock } = stubFetch({
      'GET /api/invoices': page([
        invoice({ kind: 'seller', number: 'RCTI-000004', organisation: { id: 9, name: 'Wattle Creek Farming' } }),
      ]),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <InvoiceList label="Invoices" empty="No invoices yet." showParty />
        <LocationDisplay />
      </>,
      { route: '/portal/invoices', session: signedIn('Agent') },
    );
    expect(await screen.findByRole('cell', { name: 'Wattle Creek Farming' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'RCTI' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'seller' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/invoices?kind=seller&page=1');
    await userEvent.click(screen.getByRole('button', { name: /Due/ }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('sort=dueDate'));
    expect(calls.at(-1)?.url).toContain('kind=seller');
  });

  it('says so when there are none', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/invoices': page([]) }).fetchMock);
    renderWithProviders(<InvoiceList label="Invoices" empty="No invoices yet." />, { session: signedIn('Grower') });
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
  });
});
