import { DATE_RANGE_REQUIRED } from '@cgx/domain/statements.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSessionTokens } from '../../../../lib/storage';
import { makeSession } from '../../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { SettlementReportsPage } from './reports-page';

const admin = () => sessionValue({ status: 'authenticated', session: makeSession('Admin'), token: 't' });

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('Settlements → Reports', () => {
  it('offers each report with its dates; a missing date is the spec’s message and asks nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SettlementReportsPage />, { route: '/portal/settlements/reports', session: admin() });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reports', selected: true })).toBeInTheDocument();
    for (const title of ['Unpaid invoices by age', 'Levies withheld by recipient and quarter', 'Payments made'])
      expect(screen.getByRole('form', { name: title })).toBeInTheDocument();

    const aged = screen.getByRole('form', { name: 'Unpaid invoices by age' });
    fireEvent.change(within(aged).getByLabelText(/^Issued from/), { target: { value: '2026-11-01' } });
    await userEvent.click(within(aged).getByRole('button', { name: 'Download CSV' }));
    expect(await within(aged).findByText(DATE_RANGE_REQUIRED)).toBeInTheDocument();
    expect(within(aged).getByLabelText(/^As at/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('downloads a report for its dates', async () => {
    writeSessionTokens({ token: 'token-1', wsToken: 'ws-1' });
    const fetchMock = vi.fn(
      async () => new Response('Paid on\r\n', { headers: { 'content-disposition': 'attachment; filename="payments-made.csv"' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderWithProviders(<SettlementReportsPage />, { route: '/portal/settlements/reports', session: admin() });
    const payments = screen.getByRole('form', { name: 'Payments made' });
    fireEvent.change(within(payments).getByLabelText(/^From/), { target: { value: '2026-11-01' } });
    fireEvent.change(within(payments).getByLabelText(/^To/), { target: { value: '2026-11-30' } });
    await userEvent.click(within(payments).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['payments-made.csv']));
    expect(fetchMock).toHaveBeenCalledWith('/api/back-office/settlements/reports/payments-made?dateFrom=2026-11-01&dateTo=2026-11-30', {
      headers: { Authorization: 'Bearer token-1' },
      signal: undefined,
    });
    click.mockRestore();
  });

  it('shows the server’s refusal at the top of the report', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Sorry, you are not authorised to see this page.' }), { status: 403 })),
    );
    renderWithProviders(<SettlementReportsPage />, { route: '/portal/settlements/reports', session: admin() });
    const levies = screen.getByRole('form', { name: 'Levies withheld by recipient and quarter' });
    fireEvent.change(within(levies).getByLabelText(/^From/), { target: { value: '2026-07-01' } });
    fireEvent.change(within(levies).getByLabelText(/^To/), { target: { value: '2026-09-30' } });
    await userEvent.click(within(levies).getByRole('button', { name: 'Download CSV' }));
    expect(await within(levies).findByRole('alert')).toHaveTextContent('Sorry, you are not authorised to see this page.');
  });
});
