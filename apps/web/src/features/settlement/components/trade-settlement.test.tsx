import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { tradeSettlement } from '../test/settlement-fixture';
import { TradeSettlement } from './trade-settlement';

const URL_OF = '/api/back-office/trades/41/settlement';
const staff = sessionValue({ status: 'authenticated', session: makeSession('CGX Sales'), token: 't' });

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('a trade’s settlement card', () => {
  it('shows the status, terms, title transfer, payments and the ledger, with Edit', async () => {
    vi.stubGlobal('fetch', stubFetch({ [`GET ${URL_OF}`]: { body: tradeSettlement() } }).fetchMock);
    renderWithProviders(<TradeSettlement tradeId={41} market="cgx" onChanged={vi.fn()} />, { session: staff });
    const card = await screen.findByRole('region', { name: 'Settlement' });
    expect(await within(card).findByText('Awaiting Payment')).toBeInTheDocument();
    expect(within(card).getByText('Within 7 business days')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/portal/trades/41/edit');
    for (const text of ['20 Nov 2026', '98.5 mt', 'Shortfall', 'TKT-7781']) expect(within(card).getByText(text)).toBeInTheDocument();
    const payments = within(card).getByRole('table', { name: 'Payments received' });
    for (const text of ['24 Nov 2026', '$1,000.00', 'INV-000012', 'Bank statement', 'DC 8812'])
      expect(within(payments).getByText(text)).toBeInTheDocument();
    expect(within(card).getByText(/Part paid: \$27,710\.00 outstanding/)).toBeInTheDocument();

    const toggle = within(card).getByRole('button', { name: 'Ledger entries (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const ledger = await within(card).findByRole('table', { name: 'Ledger entries' });
    const [, first, second] = within(ledger).getAllByRole('row');
    if (!first || !second) throw new Error('no lines');
    for (const text of ['Invoice raised', 'Invoices raised on title transfer', 'Buyer receivable', 'Southern Cross Grain', '$28,710.00'])
      expect(within(first).getByText(text)).toBeInTheDocument();
    expect(within(second).getByText('Seller payable')).toBeInTheDocument();
    // A credit shows in the Credit column, without its sign.
    expect(within(second).getAllByRole('cell').at(-1)).toHaveTextContent('$28,710.00');
  });

  it('records a payment and says where the invoice stands', async () => {
    const onChanged = vi.fn();
    const { calls, fetchMock } = stubFetch({
      [`GET ${URL_OF}`]: { body: tradeSettlement() },
      'POST /api/back-office/trades/41/payments': (init) => {
        const body = JSON.parse(String(init?.body)) as { amount: string };
        if (body.amount === '0') return { status: 400, body: { message: 'Invalid', errors: { amount: ['Enter an amount above $0.00'] } } };
        return { status: 201, body: { standing: 'partial', paid: '1500.00', outstanding: '27210.00', status: 'awaiting_payment' } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TradeSettlement tradeId={41} market="cgx" onChanged={onChanged} />, { session: staff });
    const form = await screen.findByRole('form', { name: 'Record payment' });
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText('Required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/^Amount/), '500');
    await userEvent.type(within(form).getByLabelText(/^Reference/), 'EFT 1');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText('Payment recorded. Part paid: $27,210.00 outstanding')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ amount: '500', reference: 'EFT 1' });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('asks to confirm a payment the server says is above what is outstanding or already recorded, and sends the confirmation', async () => {
    const question =
      'A payment of $43,452.75 received on 24 Nov 2026 is already recorded against this trade. INV-000012 is already paid in full. Record it anyway?';
    const { calls, fetchMock } = stubFetch({
      [`GET ${URL_OF}`]: { body: tradeSettlement() },
      'POST /api/back-office/trades/41/payments': (init) => {
        const body = JSON.parse(String(init?.body)) as { confirmedOutstanding?: string };
        if (body.confirmedOutstanding !== '0.00')
          return { status: 409, body: { message: question, confirmation: { outstanding: '0.00', overpayment: true, duplicate: true } } };
        return { status: 201, body: { standing: 'over', paid: '86905.50', outstanding: '-43452.75', status: 'funds_received' } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<TradeSettlement tradeId={41} market="cgx" onChanged={vi.fn()} />, { session: staff });
    const form = await screen.findByRole('form', { name: 'Record payment' });
    await userEvent.type(within(form).getByLabelText(/^Amount/), '43452.75');
    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payment' });
    expect(within(dialog).getByText(question)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm the payment' })).not.toBeInTheDocument());
    expect(within(form).queryByText(/Payment recorded/)).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Record payment' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirm the payment' })).getByRole('button', { name: 'Yes, record it' }),
    );
    expect(await within(form).findByText('Payment recorded. Over-paid by $43,452.75')).toBeInTheDocument();

    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => (call.body as { confirmedOutstanding?: string }).confirmedOutstanding)).toEqual([
      undefined,
      undefined,
      '0.00',
    ]);
    // One payment, one Idempotency-Key, on every try of it.
    const keys = new Set(posts.map((call) => call.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[\w-]{36}$/);
  });

  it('offers neither Edit nor Record payment without the update permission', async () => {
    vi.stubGlobal('fetch', stubFetch({ [`GET ${URL_OF}`]: { body: tradeSettlement({ canEdit: false }) } }).fetchMock);
    const session = sessionValue({ status: 'authenticated', session: makeSession('CGX Sales', { permissions: ['create'] }), token: 't' });
    renderWithProviders(<TradeSettlement tradeId={41} market="cgx" onChanged={vi.fn()} />, { session });
    const card = await screen.findByRole('region', { name: 'Settlement' });
    expect(await within(card).findByText('Awaiting Payment')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('form', { name: 'Record payment' })).not.toBeInTheDocument();
  });
});
