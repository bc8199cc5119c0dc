import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { ProfilePage } from './profile-page';

vi.setConfig({ testTimeout: 30_000 });

const profile = {
  user: {
    id: 7,
    firstName: 'Jess',
    lastName: 'Paddock',
    email: 'jess@example.com',
    mobile: '+61412345678',
    loginNumber: 'G100234',
    role: 'Grower',
    mfaChannel: 'sms',
    lastSignInAt: '2026-03-02T23:30:00.000Z',
  },
  organisation: {
    id: 3,
    type: 'grower',
    tradingName: 'Paddock Farms',
    nickname: null,
    abn: '51824753556',
    ngrs: ['12345678', '87654321'],
    state: 'NSW',
    postcode: '2650',
    status: 'active',
  },
};

const signedIn = (role: 'Grower' | 'Trader') => sessionValue({ status: 'authenticated', session: makeSession(role), token: 't' });

describe('My Profile', () => {
  it('shows the user and the organisation', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/profile': { body: profile } }).fetchMock);
    renderWithProviders(<ProfilePage />, { route: '/portal/profile', session: signedIn('Grower') });
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(await screen.findByText('Jess Paddock')).toBeInTheDocument();
    for (const text of [
      'jess@example.com',
      '0412 345 678',
      'G100234',
      'SMS',
      'Paddock Farms',
      '51 824 753 556',
      '12345678, 87654321',
      'NSW',
      'Active',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('NGRs')).toBeInTheDocument();
    expect(screen.getByText(/3 Mar 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/portal/profile/edit');
    expect(screen.getByRole('link', { name: 'Notification Preferences' })).toHaveAttribute('href', '/portal/profile/preferences');
  });

  it('says when the profile cannot be loaded', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/profile': { status: 500, body: { message: 'Database unavailable' } } }).fetchMock);
    renderWithProviders(<ProfilePage />, { session: signedIn('Trader') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    // SMS bid alerts are for growers: a trader's profile does not offer them.
    expect(screen.queryByRole('link', { name: 'Notification Preferences' })).not.toBeInTheDocument();
  });
});
