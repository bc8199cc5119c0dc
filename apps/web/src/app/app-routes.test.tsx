import { MSG } from '@cgx/domain/messages';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../session/session-provider';
import { writeSessionTokens } from '../lib/storage';
import { makeSession, type Route, stubFetch } from '../test/fixtures';
import { LocationDisplay } from '../test/location';
import { renderWithProviders } from '../test/render';
import { AppStatusGate } from './boot/app-status-gate';
import { AppRoutes } from './routes/app-routes';
import { ROUTED_PUBLIC_PATHS } from './routes/paths';

const appStatus = (maintenance = false) => ({
  body: {
    maintenance,
    featureFlags: { bidSheets: true, igrainTrade: false, publicAd: false, maintenance },
    support: { phone: '1300 111 222', email: 'help@cgx.example' },
  },
});

function renderApp(route: string, routes: Record<string, Route> = {}) {
  const stub = stubFetch({ 'GET /api/app-status': appStatus(), ...routes });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderWithProviders(
    <AppStatusGate>
      <SessionProvider>
        <AppRoutes />
        <LocationDisplay />
      </SessionProvider>
    </AppStatusGate>,
    { route, session: null },
  );
  return stub;
}

const signedInAs = (role: Parameters<typeof makeSession>[0], overrides = {}) => {
  writeSessionTokens({ token: 'tok-1', wsToken: 'ws-1' });
  return { 'GET /api/session': { body: makeSession(role, overrides) } };
};

describe('the app', () => {
  it('shows the maintenance page on every route while the flag is on', async () => {
    for (const route of ['/', '/login', '/portal/my-grain', '/anything']) {
      const { unmount } = (() => {
        vi.stubGlobal('fetch', stubFetch({ 'GET /api/app-status': appStatus(true) }).fetchMock);
        return renderWithProviders(
          <AppStatusGate>
            <AppRoutes />
          </AppStatusGate>,
          { route, session: null },
        );
      })();
      expect(await screen.findByText(MSG.maintenanceMode)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: /1300 111 222/ })).toHaveAttribute('href', 'tel:1300111222');
      expect(screen.getByRole('link', { name: /help@cgx.example/ })).toHaveAttribute('href', 'mailto:help@cgx.example');
      unmount();
    }
  });

  it('keeps General Settings open to signed-in staff during maintenance, and only to them', async () => {
    writeSessionTokens({ token: 'tok-1', wsToken: 'ws-1' });
    const flags = [{ key: 'maintenance', enabled: true, description: 'Switch the whole product to the maintenance page.' }];
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/app-status': appStatus(true), 'GET /api/settings/feature-flags': { body: flags } }).fetchMock,
    );
    const { unmount } = renderWithProviders(
      <AppStatusGate>
        <AppRoutes />
      </AppStatusGate>,
      { route: '/portal/settings/general', session: null },
    );
    expect(await screen.findByRole('switch', { name: 'Maintenance mode' })).toBeChecked();
    expect(screen.getByText('Maintenance mode is on')).toBeInTheDocument();
    unmount();

    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/app-status': appStatus(true),
        'GET /api/settings/feature-flags': { status: 403, body: { message: MSG.forbidden } },
      }).fetchMock,
    );
    renderWithProviders(
      <AppStatusGate>
        <AppRoutes />
      </AppStatusGate>,
      { route: '/portal/settings/general', session: null },
    );
    expect(await screen.findByText(MSG.maintenanceMode)).toBeInTheDocument();
  });

  it('renders not-found for an unknown path and keeps the address', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByText(MSG.notFound)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/no-such-page');
  });

  it.each([...ROUTED_PUBLIC_PATHS])('routes %s to a real page', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    if (path !== '/not-found') expect(screen.queryByText(MSG.notFound)).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends an anonymous visitor of the portal to the login page with a redirect', async () => {
    renderApp('/portal/profile');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=%2Fportal%2Fprofile');
  });

  it('sends /portal to the landing page of the role', async () => {
    const stub = renderApp('/portal', {
      ...signedInAs('Trader'),
      'GET /api/bids': { body: { rows: [], total: 0, page: 1, pageSize: 25 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy Grain' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/buy-grain');
    expect(await screen.findByText('No active bids.')).toBeInTheDocument();
    expect(stub.calls.map((call) => call.url)).toEqual(
      expect.arrayContaining([expect.stringContaining('/api/bids?page=1&pageSize=25&sort=createdAt&direction=desc&status=active')]),
    );
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('Buy Grain | CGX'));
  });

  it("sends a storage provider's /portal to its title transfers, with its own sections only (issue 14 §9)", async () => {
    renderApp('/portal', {
      ...signedInAs('Storage Provider'),
      'GET /api/title-transfers': { body: { rows: [], total: 0, page: 1, pageSize: 25 } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Title Transfers' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/title-transfers');
    expect(await screen.findByText('No title transfers have been recorded yet.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Title Transfers', 'ACQ Files', 'My Profile', 'Users']);
  });

  it('shows the unauthorised page for another role, inside the portal shell', async () => {
    renderApp('/analyst', signedInAs('Grower'));
    expect(await screen.findByText(MSG.unauthorised)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Profile menu/ })).toBeInTheDocument();
  });

  it('lets an analyst into /analyst', async () => {
    renderApp('/analyst', signedInAs('Analyst'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analyst Portal' })).toBeInTheDocument();
  });

  it('lists only the sections the user can reach, plus the call-us link', async () => {
    renderApp('/portal/dashboard/home', signedInAs('Admin'));
    const nav = await screen.findByRole('navigation', { name: 'Portal' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Trades',
      'Settlements',
      'Title Transfers',
      'Impersonate a User',
      'Market Settings',
      'My Profile',
      'General Settings',
    ]);
    expect(screen.getByRole('link', { name: /Call us 1300 063 428/ })).toHaveAttribute('href', 'tel:1300063428');
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('remembers the collapsed sidebar', async () => {
    const user = userEvent.setup();
    renderApp('/portal/my-grain', signedInAs('Grower'));
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));
    expect(window.localStorage.getItem('cgx.sidebarCollapsed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('logs out from the profile menu: server call, storage cleared, login page', async () => {
    const user = userEvent.setup();
    const { calls } = renderApp('/portal/my-grain', { ...signedInAs('Grower'), 'POST /api/auth/logout': { status: 204 } });
    await user.click(await screen.findByRole('button', { name: /^Profile menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'My Portal' })).toHaveAttribute('href', '/portal');
    expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/portal/profile');
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(window.localStorage.getItem('cgx.session')).toBeNull();
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/auth/logout')).toBe(true);
  });

  it('labels logout Exit Impersonation while impersonating', async () => {
    const user = userEvent.setup();
    renderApp('/portal/my-grain', signedInAs('Grower', { impersonating: true }));
    await user.click(await screen.findByRole('button', { name: /^Profile menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Exit Impersonation' })).toBeInTheDocument();
  });

  it('ends the session on a 401 and explains it on the login page', async () => {
    writeSessionTokens({ token: 'stale', wsToken: 'ws' });
    renderApp('/portal/profile', { 'GET /api/session': { status: 401, body: { message: MSG.signInRequired } } });
    expect(await screen.findByText(MSG.sessionExpired)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?unauthorised=true');
    expect(window.localStorage.getItem('cgx.session')).toBeNull();
    expect(window.localStorage.getItem('cgx.authMessage')).toBeNull();
  });

  it('logs this tab out with an error when another tab signs out, and back in when it signs in', async () => {
    renderApp('/portal/my-grain', signedInAs('Grower'));
    await screen.findByRole('heading', { level: 1, name: 'My Grain' });
    window.localStorage.removeItem('cgx.session');
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cgx.session', oldValue: '{}', newValue: null }));
    });
    expect(await screen.findByText(MSG.signedOutElsewhere)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);

    // Signing in again in the other tab brings this one back to its page.
    const value = JSON.stringify({ token: 'tok-2', wsToken: 'ws-2' });
    window.localStorage.setItem('cgx.session', value);
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cgx.session', newValue: value }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Grain' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/my-grain');
  });

  it('adopts a session signed in from another tab and returns to the last portal page', async () => {
    window.sessionStorage.setItem('cgx.lastPath', '/portal/profile');
    renderApp('/login', {
      'GET /api/session': { body: makeSession('Grower') },
      'GET /api/profile': { status: 500, body: { message: 'not needed here' } },
    });
    await screen.findByRole('heading', { name: 'Login' });
    const value = JSON.stringify({ token: 'fresh', wsToken: 'ws' });
    window.localStorage.setItem('cgx.session', value);
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cgx.session', newValue: value }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/profile');
  });

  it('shows My Portal instead of Login and Register to a signed-in visitor', async () => {
    renderApp('/', signedInAs('Grower'));
    expect(await screen.findByRole('link', { name: 'My Portal' })).toHaveAttribute('href', '/portal');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});
