import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { PreferencesPage } from './preferences-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const profile = (mobile: string | null) => ({
  user: {
    id: 7,
    firstName: 'Jess',
    lastName: 'Paddock',
    email: 'j@e.com',
    mobile,
    loginNumber: '1',
    role: 'Grower',
    mfaChannel: 'email',
    lastSignInAt: null,
  },
  organisation: {
    id: 3,
    type: 'grower',
    tradingName: 'P',
    nickname: null,
    abn: null,
    ngrs: [],
    state: 'NSW',
    postcode: null,
    status: 'active',
  },
});
const session = sessionValue({ status: 'authenticated', session: makeSession('Grower'), token: 't' });

describe('Notification Preferences', () => {
  it('shows the saved choice, saves a change with PUT /api/profile/preferences, and says where alerts go', async () => {
    const user = userEvent.setup();
    const { calls, fetchMock } = stubFetch({
      'GET /api/profile/preferences': { body: { smsBidAlerts: false } },
      'GET /api/profile': { body: profile('+61412345678') },
      'PUT /api/profile/preferences': { body: { smsBidAlerts: true } },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<PreferencesPage />, { session });
    const toggle = await screen.findByRole('switch', { name: /SMS alerts for new bids/ });
    expect(toggle).not.toBeChecked();
    expect(await screen.findByText(/Alerts go to 0412 345 678/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ smsBidAlerts: true }));
    expect(await screen.findByText('Your notification preferences are saved.')).toBeInTheDocument();
  });

  it('warns when there is no mobile to send alerts to, with a link to add one', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'GET /api/profile/preferences': { body: { smsBidAlerts: true } }, 'GET /api/profile': { body: profile(null) } })
        .fetchMock,
    );
    renderWithProviders(<PreferencesPage />, { session });
    expect(await screen.findByText(/no mobile number on your account/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your mobile' })).toHaveAttribute('href', '/portal/profile/edit');
    expect(screen.getByRole('switch', { name: /SMS alerts for new bids/ })).toBeChecked();
  });
});
