import type { TInvoice } from '@cgx/domain/invoices.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { TradeInvoices } from './trade-invoices';

const URL_OF_TRADE = '/api/back-office/trades/41/invoices';
const staff = sessionValue({ status: 'authenticated', session: makeSession('CGX Sales'), token: 't' });

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
  paid: '165.00',
  outstanding: '33000.00',
  status: 'issued',
  standing: 'Part paid',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('a trade’s invoices', () => {
  it('lists both invoices, voided ones too, with paid, outstanding, status and the PDF', async () => {
    const { calls, fetchMock } = stubFetch({
      [`GET ${URL_OF_TRADE}`]: {
        body: {
          invoices: [
            invoice({
              id: 11,
              number: 'RCTI-000011',
              kind: 'seller',
              organisation: { id: 8, name: 'Wattle Creek Farming' },
              total: '32474.00',
              paid: '0.00',
              outstanding: '0.00',
              status: 'void',
              standing: 'Void',
            }),
            invoice(),
          ],
        },
      },
      'GET /api/invoices/12/pdf': { body: {} },
    });
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderWithProviders(<TradeInvoices tradeId={41} />, { session: staff });
    const section = await screen.findByRole('region', { name: 'Invoices' });
    const table = await within(section).findByRole('table', { name: 'Invoices' });
    const [, rcti, tax] = within(table).getAllByRole('row');
    if (!rcti || !tax) throw new Error('no rows');
    for (const text of ['RCTI-000011', 'RCTI', 'Wattle Creek Farming', '$32,474.00', 'Void'])
      expect(within(rcti).getByText(text)).toBeInTheDocument();
    for (const text of ['INV-000012', 'Tax invoice', '20 Nov 2026', '01 Dec 2026', '$33,165.00', '$165.00', '$33,000.00', 'Part paid']) {
      expect(within(tax).getByText(text)).toBeInTheDocument();
    }
    await userEvent.click(within(tax).getByRole('button', { name: 'Invoice INV-000012 (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls.some((call) => call.url === '/api/invoices/12/pdf')).toBe(true);
  });

  it('says when no invoice is raised yet, and shows a refusal', async () => {
    vi.stubGlobal('fetch', stubFetch({ [`GET ${URL_OF_TRADE}`]: { body: { invoices: [] } } }).fetchMock);
    const { unmount } = renderWithProviders(<TradeInvoices tradeId={41} />, { session: staff });
    expect(await screen.findByText(/No invoice is raised yet/)).toBeInTheDocument();
    unmount();
    vi.stubGlobal(
      'fetch',
      stubFetch({ [`GET ${URL_OF_TRADE}`]: { status: 403, body: { message: 'You are not allowed to do that.' } } }).fetchMock,
    );
    renderWithProviders(<TradeInvoices tradeId={41} />, { session: staff });
    expect(await screen.findByText('You are not allowed to do that.')).toBeInTheDocument();
  });
});
