import { sydneyDate } from '@cgx/domain/calendar';
import type { TTradeDeliveries } from '@cgx/domain/igrain-deliveries.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { TradeDeliveries } from './trade-deliveries';

const URL = '/api/back-office/trades/igrainx/41/deliveries';
const staff = sessionValue({ status: 'authenticated', session: makeSession('CGX Sales'), token: 't' });

const summary = (overrides: Partial<TTradeDeliveries> = {}): TTradeDeliveries => ({
  tradeId: 41,
  tradeFormattedId: 'IGX-000041',
  status: 'awaiting_grain',
  tradeDate: '2026-10-01',
  commodity: { id: 5, name: 'Canola' },
  canola: true,
  qualityParameters: [{ code: 'MOI', name: 'Moisture', unit: '%' }],
  quantity: '100.000',
  tolerance: '5.000',
  minAcceptable: '95.000',
  maxAcceptable: '105.000',
  delivered: '92.500',
  remaining: '12.500',
  state: 'short',
  closedReason: null,
  deliveries: [
    {
      id: 1,
      formattedId: 'DEL-000001',
      deliveredOn: '2026-10-20',
      type: 'partial',
      tonnes: '92.500',
      weighbridgeTicket: 'WB-100',
      oil: '44.00',
      admix: '1.50',
      quality: [{ code: 'MOI', name: 'Moisture', unit: '%', value: '7.5' }],
      recordedBy: 'Ada Lovelace',
      createdAt: '2026-10-20T01:00:00.000Z',
    },
  ],
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('an igrainX trade’s deliveries', () => {
  it('shows what was delivered against quantity ± tolerance, checks the form and puts the server’s errors on their fields', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      [`GET ${URL}`]: { body: summary() },
      [`POST ${URL}`]: {
        status: 400,
        body: {
          message: 'Invalid request',
          errors: { weighbridgeTicket: ['This weighbridge ticket is already recorded against the trade'] },
        },
      },
    });
    vi.stubGlobal('fetch', stub.fetchMock);
    renderWithProviders(<TradeDeliveries tradeId={41} />, { session: staff });

    const section = await screen.findByRole('region', { name: 'Deliveries' });
    expect(await within(section).findByText('92.5 mt of 100 mt')).toBeInTheDocument();
    expect(within(section).getByText('Short of the quantity')).toBeInTheDocument();
    expect(within(section).getByText('± 5 mt: 95 to 105 mt')).toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Deliveries' });
    expect(within(table).getByText('Oil 44.00%, Admix 1.50%, Moisture 7.5%')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Record delivery' }));
    const form = screen.getByRole('form', { name: 'Record delivery' });
    expect(within(form).getByLabelText(/Delivered on/)).toHaveValue(sydneyDate(new Date()));
    await user.click(within(form).getByRole('button', { name: 'Record delivery' }));
    await waitFor(() => expect(within(form).getAllByText('Required')).toHaveLength(4));
    expect(stub.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Tonnes/), '12.501');
    await user.type(within(form).getByLabelText(/Weighbridge ticket/), 'WB-100');
    await user.type(within(form).getByLabelText(/Oil/), '60');
    await user.type(within(form).getByLabelText(/Admixture/), '2');
    await user.click(within(form).getByRole('button', { name: 'Record delivery' }));
    expect(
      await within(form).findByText('At most 12.500 mt more can be delivered (the trade’s quantity plus tolerance)'),
    ).toBeInTheDocument();
    expect(within(form).getByText('must be between 35 and 55')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/Tonnes/));
    await user.type(within(form).getByLabelText(/Tonnes/), '12.5');
    await user.clear(within(form).getByLabelText(/Oil/));
    await user.type(within(form).getByLabelText(/Oil/), '43.5');
    await user.click(within(form).getByRole('button', { name: 'Record delivery' }));
    expect(await within(form).findByText('This weighbridge ticket is already recorded against the trade')).toBeInTheDocument();
    const sent = stub.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({
      deliveredOn: sydneyDate(new Date()),
      tonnes: '12.5',
      weighbridgeTicket: 'WB-100',
      type: 'partial',
      oil: '43.5',
      admix: '2',
      quality: {},
    });
  });

  it('says why no delivery can be recorded once the final one is in', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        [`GET ${URL}`]: {
          body: summary({
            state: 'complete',
            closedReason: 'The trade’s final delivery is already recorded: no delivery can follow it.',
          }),
        },
      }).fetchMock,
    );
    renderWithProviders(<TradeDeliveries tradeId={41} />, { session: staff });
    expect(await screen.findByText('The trade’s final delivery is already recorded: no delivery can follow it.')).toBeInTheDocument();
    expect(screen.getByText('Complete')).toBeInTheDocument();
    expect(screen.getByText('Shortfall')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record delivery' })).not.toBeInTheDocument();
  });
});
