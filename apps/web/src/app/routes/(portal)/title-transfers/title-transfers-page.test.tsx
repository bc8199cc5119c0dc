import type { Role } from '@cgx/domain/roles';
import type { TTitleTransfer } from '@cgx/domain/title-transfers.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSessionTokens, writeSessionTokens } from '../../../../lib/storage';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { TitleTransfersPage } from './title-transfers-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  clearSessionTokens();
});

const PATH = '/api/title-transfers';
const PAID: TTitleTransfer = {
  id: 41,
  transferredOn: '2026-11-20',
  trade: { id: 9, formattedId: 'CGX-000124', status: 'funds_received' },
  source: 'acq',
  ticketNumber: 'KW-240518',
  sellerNgr: '23456781',
  commodity: 'Wheat',
  grade: 'APW1',
  site: 'Kwinana',
  storageProvider: 'GrainCorp',
  deliveredTonnes: '45.320',
  oil: null,
  admix: '0.8',
  shortfall: true,
  state: 'Funds Received',
};
const WITHDRAWN: TTitleTransfer = {
  ...PAID,
  id: 42,
  trade: { id: 10, formattedId: 'CGX-000125', status: 'awaiting_grain' },
  ticketNumber: 'KW-240519',
  shortfall: false,
  state: 'Withdrawn',
};
const page = (rows: TTitleTransfer[]) => ({ body: { rows, total: rows.length, page: 1, pageSize: 25 } });

function renderAs(role: Role) {
  const stub = stubFetch({ [`GET ${PATH}`]: page([PAID, WITHDRAWN]) });
  vi.stubGlobal('fetch', stub.fetchMock);
  writeSessionTokens({ token: 't', wsToken: 'ws' });
  renderWithProviders(<TitleTransfersPage />, {
    route: '/portal/title-transfers',
    session: sessionValue({ status: 'authenticated', session: makeSession(role), token: 't' }),
  });
  return stub.calls;
}

describe('Title Transfers page', () => {
  it("shows a storage provider its sites' title transfers with their state, and filters by state", async () => {
    const calls = renderAs('Storage Provider');
    expect(screen.getByRole('heading', { level: 1, name: 'Title Transfers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Title transfers' });
    await within(table).findByText('CGX-000124');
    expect(within(table).queryByRole('link', { name: 'CGX-000124' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Storage provider' })).not.toBeInTheDocument();
    expect(within(table).getAllByText('20 Nov 2026')).toHaveLength(2);
    expect(within(table).getByText('Funds Received')).toBeInTheDocument();
    expect(within(table).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(table).getAllByText('Shortfall')).toHaveLength(1);
    expect(within(table).getAllByText('Wheat APW1')).toHaveLength(2);
    expect(within(table).getAllByText('— / 0.8')).toHaveLength(2);
    expect(within(table).getAllByText('45.32')).toHaveLength(2);

    await userEvent.setup({ delay: null }).selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Withdrawn');
    await waitFor(() => expect(calls.some((call) => call.url.startsWith(PATH) && call.url.includes('state=withdrawn'))).toBe(true));
  });

  it('shows staff each transfer’s storage provider and links its trade', async () => {
    renderAs('CGX Sales');
    const table = await screen.findByRole('table', { name: 'Title transfers' });
    expect(await within(table).findByRole('link', { name: 'CGX-000124' })).toHaveAttribute('href', '/portal/trades/9');
    expect(within(table).getByRole('columnheader', { name: 'Storage provider' })).toBeInTheDocument();
    expect(within(table).getAllByText('GrainCorp')).toHaveLength(2);
  });
});
