import type { TIgrainDelivery } from '@cgx/domain/igrain-deliveries.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERENCE, staff } from '../../../../test/back-office-trade';
import { stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders } from '../../../../test/render';
import { DeliveriesPage } from './deliveries-page';
import { TradesListTabs } from './deliveries-tabs';

const delivery = (overrides: Partial<TIgrainDelivery> = {}): TIgrainDelivery => ({
  id: 7,
  formattedId: 'DEL-000007',
  tradeId: 41,
  tradeFormattedId: 'IGX-000041',
  sellerOrganisationName: 'Wattle Creek Farming',
  sellerOrganisationNgr: '12345678',
  buyerOrganisationName: 'Southern Cross Grain',
  location: 'Narrabri',
  pricingPoint: 'Ex Farm',
  gradeName: 'APW1',
  commodityName: 'Wheat',
  seasonName: '2026/27',
  deliveryName: 'Jan 2027',
  quantity: '32.140',
  price: '301.00',
  paymentDueDate: null,
  paymentDate: null,
  deliveredOn: '2026-11-20',
  weighbridgeTicket: 'WB-1001',
  createdAt: '2026-11-20T01:00:00.000Z',
  type: 'final',
  status: 'awaiting_grain',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('the igrainX deliveries tab', () => {
  it('lists each delivery with its trade, shows the total mt and sends the filters through the URL', async () => {
    const { calls, fetchMock } = stubFetch({
      ...REFERENCE,
      'GET /api/back-office/deliveries': { body: { rows: [delivery()], total: 1, page: 1, pageSize: 25, totalQuantity: '32.14' } },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <DeliveriesPage />
        <LocationDisplay />
      </>,
      { route: '/portal/trades/deliveries', session: staff(true) },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'igrainX Deliveries' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'igrainX Deliveries', selected: true })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'igrainX deliveries' });
    const row = (await within(table).findByText('DEL-000007')).closest('tr');
    if (!row) throw new Error('no row');
    for (const text of ['Wattle Creek Farming', 'NGR 12345678', 'Southern Cross Grain', 'Wheat APW1', 'Final', 'Ticket WB-1001']) {
      expect(within(row as HTMLElement).getByText(text)).toBeInTheDocument();
    }
    expect(within(row as HTMLElement).getByRole('link', { name: 'IGX-000041' })).toHaveAttribute('href', '/portal/trades/igrainx/41');
    expect(screen.getByText('32.14 mt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Excel' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Commodities' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Wheat' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('commodities=2'));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('commodities=2'));
  });

  it('shows the tabs only with the igrainTrade flag', () => {
    const { unmount } = renderWithProviders(<TradesListTabs current="trades" />, { session: staff(false) });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<TradesListTabs current="trades" />, { session: staff(true) });
    expect(screen.getByRole('tab', { name: 'Trades', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'igrainX Deliveries' })).toBeInTheDocument();
  });
});
