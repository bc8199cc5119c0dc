import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { ClientGrainPage } from './client-grain-page';
import { MyClientsPage } from './my-clients-page';

const page = <Row,>(rows: Row[]) => ({ rows, total: rows.length, page: 1, pageSize: 25 });
const MALLEE = {
  id: 5,
  growerId: 42,
  growerTradingName: 'Mallee Downs Pastoral',
  growerNgr: '34567890',
  growerNgrs: ['34567890'],
  verified: true,
  growerIgrainInsureAmount: null,
  growerAdminEmail: 'emma@malleedowns.com.au',
};

function render(route: string, routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({
    'GET /api/authorisations': { body: page([MALLEE]) },
    ...routes,
    'GET /api/holdings': { body: page([]) },
    'GET /api/farm-grain': { body: page([]) },
  });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderWithProviders(
    <Routes>
      <Route path="/portal/my-clients" element={<MyClientsPage />} />
      <Route path="/portal/my-clients/:clientId" element={<ClientGrainPage />} />
    </Routes>,
    { route },
  );
  return stub;
}

describe('My Clients', () => {
  it('lists the verified clients, searched by name or NGR, each with a link to its grain', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { calls } = render('/portal/my-clients');
    const list = await screen.findByRole('region', { name: 'My clients' });
    expect(await within(list).findByText('Mallee Downs Pastoral')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'emma@malleedowns.com.au' })).toHaveAttribute('href', 'mailto:emma@malleedowns.com.au');
    expect(within(list).getByRole('link', { name: 'Grain of Mallee Downs Pastoral' })).toHaveAttribute('href', '/portal/my-clients/42');
    expect(calls[0]?.url).toContain('verified=true');
    await user.type(screen.getByLabelText('Search'), 'mallee');
    await waitFor(() => expect(calls.some((call) => call.url.includes('term=mallee') && call.url.includes('verified=true'))).toBe(true), {
      timeout: 3000,
    });
  });

  it("sends a client's administrator the igrainX insure subscription link and says where it went", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { calls } = render('/portal/my-clients', {
      'POST /api/authorisations/5/subscription-link': { body: { sentTo: 'emma@malleedowns.com.au' } },
    });
    const list = await screen.findByRole('region', { name: 'My clients' });
    await user.click(await within(list).findByRole('button', { name: 'Send subscription link to Mallee Downs Pastoral' }));
    expect(await screen.findByText('Subscription link sent to emma@malleedowns.com.au.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/authorisations/5/subscription-link']);
  });

  it('shows the server’s refusal of the subscription link as an error toast', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    render('/portal/my-clients', {
      'POST /api/authorisations/5/subscription-link': {
        status: 409,
        body: { message: 'This client already subscribes to igrainX insure.' },
      },
    });
    const list = await screen.findByRole('region', { name: 'My clients' });
    await user.click(await within(list).findByRole('button', { name: 'Send subscription link to Mallee Downs Pastoral' }));
    expect(await screen.findByText('This client already subscribes to igrainX insure.')).toBeInTheDocument();
    expect(screen.getByText('Subscription link not sent')).toBeInTheDocument();
  });

  it("shows a client's grain in storage and on farm, asked for with the client's organisation id", { timeout: 30_000 }, async () => {
    const { calls } = render('/portal/my-clients/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mallee Downs Pastoral' })).toBeInTheDocument();
    expect(await screen.findByText('No grain held at storage sites.')).toBeInTheDocument();
    expect(await screen.findByText('No grain declared on farm.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/authorisations'))?.url).toContain('growerId=42');
    expect(calls.find((call) => call.url.startsWith('/api/holdings'))?.url).toContain('organisationId=42');
    expect(calls.find((call) => call.url.startsWith('/api/farm-grain'))?.url).toContain('organisationId=42');
  });
});
