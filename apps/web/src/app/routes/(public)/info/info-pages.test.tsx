import { MSG } from '@cgx/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { ContactUsPage } from './contact-us-page';
import { FaqPage } from './faq-page';
import { MarketExchangeTradingPage } from './market-exchange-trading-page';
import { ReferenceTablesPage } from './reference-tables-page';

const BY_STATE = [
  { state: 'NSW', storageProviders: [{ id: 2, tradingName: 'GrainCorp Operations', nickname: 'GrainCorp', siteCount: 2 }] },
  { state: 'VIC', storageProviders: [{ id: 2, tradingName: 'GrainCorp Operations', nickname: 'GrainCorp', siteCount: 1 }] },
];
const SITES = [
  {
    id: 11,
    name: 'Moree',
    state: 'NSW',
    storageProviderId: 2,
    storageProviderNickname: 'GrainCorp',
    portZoneId: 3,
    portZoneName: 'Newcastle',
    portName: 'Newcastle',
    portDifferential: '38.00',
  },
];

describe('information pages', () => {
  it('FAQ: answers in an accordion, and the canola answer opens the canola modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'What is the quantity tolerance?' }));
    // The panel is in the document while closed; it becomes visible once the accordion opens.
    await waitFor(() => expect(screen.getByText(/a 100 t contract allows 5 t either way, and a 1,000 t contract 20 t/)).toBeVisible());

    await user.click(screen.getByRole('button', { name: 'How is canola priced?' }));
    await user.click(await screen.findByRole('button', { name: 'Open the canola pricing calculator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canola pricing basis' });
    expect(within(dialog).getByText(MSG.canolaPricingBasis)).toBeInTheDocument();
  });

  it("market and exchange trading: the 'Canola pricing basis' link opens the modal", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MarketExchangeTradingPage />);
    await user.click(screen.getAllByRole('button', { name: 'Canola pricing basis' })[0] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Canola pricing basis' })).toBeInTheDocument();
  });

  it('reference tables: a tab per state in map order; anonymous visitors are asked to sign in for the sites', async () => {
    const user = userEvent.setup();
    const { calls, fetchMock } = stubFetch({ 'GET /api/reference/storage-providers-by-state': { body: BY_STATE } });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ReferenceTablesPage />);

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['VIC', 'NSW']);
    expect(screen.getByRole('heading', { name: 'Victoria' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'NSW' }));
    expect(screen.getByRole('heading', { name: 'New South Wales' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /GrainCorp Operations/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(calls.some((call) => call.url.startsWith('/api/reference/sites'))).toBe(false);
  });

  it('reference tables: signed-in users see the sites with port zone and port differential', async () => {
    const { fetchMock } = stubFetch({
      'GET /api/reference/storage-providers-by-state': { body: BY_STATE },
      'GET /api/reference/sites': (_init, url) => ({ body: url.includes('state=NSW') ? SITES : [] }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ReferenceTablesPage />, { session: sessionValue({ status: 'authenticated', session: makeSession('Trader') }) });

    await user.click(await screen.findByRole('tab', { name: 'NSW' }));
    const moree = await screen.findAllByText('Moree');
    expect(moree.length).toBeGreaterThan(0);
    expect(screen.getAllByText('+$38.00').length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('contact us: the topic comes from the link, the name and e-mail from the session', () => {
    renderWithProviders(<ContactUsPage />, {
      route: '/contact-us?topic=Storage%20providers',
      session: sessionValue({ status: 'authenticated', session: makeSession('Grower') }),
    });
    expect(screen.getByLabelText('Topic')).toHaveValue('Storage providers');
    expect(screen.getByLabelText('Name')).toHaveValue('Jess Paddock');
    expect(screen.getByLabelText('Email')).toHaveValue('jess@example.com');
  });
});
