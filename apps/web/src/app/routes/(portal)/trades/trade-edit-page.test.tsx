import { MSG } from '@cgx/domain/messages';
import { SETTLEMENT_MESSAGES } from '@cgx/domain/settlement.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tradeSettlement } from '../../../../features/settlement/test/settlement-fixture';
import { makeSession, type Route as StubRoute, stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { TradeEditPage } from './trade-edit-page';

const URL_OF = '/api/back-office/trades/41/settlement';
const staff = sessionValue({ status: 'authenticated', session: makeSession('CGX Sales'), token: 't' });
// A token that has already lapsed: every save asks for the password (the module keeps a live one).
const TOKEN = { body: { passwordToken: 'pt-1', expiresAt: '2000-01-01T00:00:00.000Z' } };

function renderEdit(routes: Record<string, StubRoute>) {
  const stub = stubFetch({ 'POST /api/auth/password-token': TOKEN, ...routes });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderWithProviders(
    <>
      <Routes>
        <Route path="/portal/trades/:tradeId/edit" element={<TradeEditPage market="cgx" />} />
        <Route path="/portal/trades/:tradeId" element={<p>The trade</p>} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: '/portal/trades/41/edit', session: staff },
  );
  return stub;
}

const patches = (calls: { method: string; body: unknown }[]) => calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('the trade edit screen', () => {
  it('offers the current status and its moves, Default within 7 business days, and saves a deferred date back to the trade', async () => {
    const { calls } = renderEdit({
      [`GET ${URL_OF}`]: { body: tradeSettlement() },
      [`PATCH ${URL_OF}`]: { body: tradeSettlement({ version: 4, paymentDateOption: 'deferred', paymentDate: '2027-07-01' }) },
    });
    const form = await screen.findByRole('form', { name: 'Edit trade CGX-000041' });
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Trade CGX-000041' })).toBeInTheDocument();
    const status = within(form).getByRole('combobox', { name: /^Status/ });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Awaiting Payment', 'Awaiting Grain', 'Overdue Payment', 'Cancelled']);
    expect(within(form).getByRole('radio', { name: 'Default' })).toBeChecked();
    expect(within(form).getByText('Within 7 business days')).toBeInTheDocument();
    expect(within(form).queryByRole('region', { name: 'Quality specs' })).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('radio', { name: 'Deferred' }));
    expect(within(form).queryByText('Within 7 business days')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(SETTLEMENT_MESSAGES.paymentDateRequired)).toBeInTheDocument();
    expect(await within(form).findByText(MSG.required)).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText(/^Deferred payment date/), { target: { value: '2027-07-01' } });
    await userEvent.type(within(form).getByLabelText(/^Password/), 'secret-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/portal/trades/41'));
    expect(patches(calls)).toEqual([
      { version: 3, status: 'awaiting_payment', paymentDateOption: 'deferred', paymentDate: '2027-07-01', passwordToken: 'pt-1' },
    ]);
  });

  it('asks before cancelling and sends the confirmation', async () => {
    const { calls } = renderEdit({
      [`GET ${URL_OF}`]: { body: tradeSettlement() },
      [`PATCH ${URL_OF}`]: { body: tradeSettlement({ status: 'cancelled', canEdit: false, transitions: [] }) },
    });
    const form = await screen.findByRole('form', { name: 'Edit trade CGX-000041' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Status/ }), 'cancelled');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'secret-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`${SETTLEMENT_MESSAGES.cancelConfirm} ${SETTLEMENT_MESSAGES.cancelFinal}`)).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'No, go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches(calls)).toEqual([]);

    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/portal/trades/41'));
    expect(patches(calls)).toEqual([
      { version: 3, status: 'cancelled', paymentDateOption: 'default', passwordToken: 'pt-1', confirmed: true },
    ]);
  });

  it('checks canola quality specs with the spec’s messages, and disables them when they may not be edited', async () => {
    const canola = tradeSettlement({ qualitySpecs: { applicable: true, editable: true, oil: null, admix: null } });
    const { calls } = renderEdit({ [`GET ${URL_OF}`]: { body: canola } });
    const form = await screen.findByRole('form', { name: 'Edit trade CGX-000041' });
    const specs = within(form).getByRole('region', { name: 'Quality specs' });
    await userEvent.type(within(form).getByLabelText(/^Password/), 'secret-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(specs).findAllByText(MSG.required)).toHaveLength(2);
    await userEvent.type(within(specs).getByLabelText(/^Oil %/), '60');
    await userEvent.type(within(specs).getByLabelText(/^Admix %/), '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(specs).findByText('must be between 35 and 55')).toBeInTheDocument();
    expect(within(specs).getByText('must be between 0 and 25')).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
  });

  it('shows quality specs that may not be edited as disabled', async () => {
    renderEdit({
      [`GET ${URL_OF}`]: {
        body: tradeSettlement({
          status: 'funds_received',
          qualitySpecs: { applicable: true, editable: false, oil: '44.00', admix: '2.00' },
        }),
      },
    });
    const specs = await screen.findByRole('region', { name: 'Quality specs' });
    expect(within(specs).getByLabelText(/^Oil %/)).toBeDisabled();
    expect(within(specs).getByLabelText(/^Oil %/)).toHaveValue('44.00');
    expect(within(specs).getByLabelText(/^Admix %/)).toBeDisabled();
  });

  it('puts a refused password on its field', async () => {
    renderEdit({
      [`GET ${URL_OF}`]: { body: tradeSettlement() },
      'POST /api/auth/password-token': { status: 400, body: { message: 'Invalid', errors: { password: [MSG.passwordNotAuthorised] } } },
    });
    const form = await screen.findByRole('form', { name: 'Edit trade CGX-000041' });
    await userEvent.type(within(form).getByLabelText(/^Password/), 'wrong');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByLabelText(/^Password/)).toHaveAccessibleDescription(/not authorised/));
  });

  it('shows the server’s conflict with Reload, which opens the form on the new version', async () => {
    let version = 3;
    const { calls } = renderEdit({
      [`GET ${URL_OF}`]: () => ({ body: tradeSettlement({ version }) }),
      [`PATCH ${URL_OF}`]: { status: 409, body: { message: SETTLEMENT_MESSAGES.conflict } },
    });
    const form = await screen.findByRole('form', { name: 'Edit trade CGX-000041' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /^Status/ }), 'overdue_payment');
    await userEvent.type(within(form).getByLabelText(/^Password/), 'secret-1');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(SETTLEMENT_MESSAGES.conflict)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/trades/41/edit');
    version = 4;
    await userEvent.click(within(form).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET' && call.url === URL_OF)).toHaveLength(2));
    const fresh = await screen.findByRole('form', { name: 'Edit trade CGX-000041' });
    await waitFor(() => expect(within(fresh).queryByText(SETTLEMENT_MESSAGES.conflict)).not.toBeInTheDocument());
    expect(within(fresh).getByRole('combobox', { name: /^Status/ })).toHaveValue('awaiting_payment');
  });
});
