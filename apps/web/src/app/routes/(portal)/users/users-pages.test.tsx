import { MSG } from '@cgx/domain/messages';
import type { TOrganisationUser } from '@cgx/domain/organisation-users.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { InviteUserPage } from './invite-user-page';
import { UsersPage } from './users-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const member = (overrides: Partial<TOrganisationUser>): TOrganisationUser => ({
  id: 1,
  firstName: 'Jess',
  lastName: 'Paddock',
  email: 'jess@example.com',
  mobile: '+61412345678',
  loginNumber: '2000001',
  role: 'Grower',
  isOrganisationAdmin: false,
  status: 'active',
  lastSignInAt: null,
  createdAt: '2026-10-31T01:00:00.000Z',
  ...overrides,
});

const signedIn = (isOrganisationAdmin: boolean) => {
  const session = makeSession('Grower');
  return sessionValue({ status: 'authenticated', token: 't', session: { ...session, user: { ...session.user, isOrganisationAdmin } } });
};

describe('Users', () => {
  it('lists the organisation’s users with their standing; the administrator gets the invite button', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'GET /api/organisation/users': {
          body: {
            rows: [
              member({ id: 1, isOrganisationAdmin: true }),
              member({ id: 2, firstName: 'Sam', lastName: 'New', email: 'sam@example.com', status: 'invited' }),
            ],
            total: 2,
            page: 1,
            pageSize: 25,
          },
        },
      }).fetchMock,
    );
    renderWithProviders(<UsersPage />, { route: '/portal/users', session: signedIn(true) });
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'sam@example.com' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Invited' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite user' })).toHaveAttribute('href', '/portal/users/invite');
  });

  it('offers no invitation to a member who is not the administrator', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'GET /api/organisation/users': { body: { rows: [], total: 0, page: 1, pageSize: 25 } } }).fetchMock);
    renderWithProviders(<UsersPage />, { session: signedIn(false) });
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite user' })).not.toBeInTheDocument();
    renderWithProviders(<InviteUserPage />, { session: signedIn(false) });
    expect(screen.getByText(MSG.onlyAdministratorInvites)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });
});

describe('Invite User', () => {
  const render = () =>
    renderWithProviders(
      <>
        <InviteUserPage />
        <LocationDisplay />
      </>,
      { route: '/portal/users/invite', session: signedIn(true) },
    );

  it('checks with the shared schema, then sends and goes back to the list', async () => {
    const user = userEvent.setup();
    const { calls, fetchMock } = stubFetch({
      'POST /api/organisation/users': {
        status: 201,
        body: member({ id: 5, firstName: 'Sam', lastName: 'New', email: 'sam@example.com', status: 'invited' }),
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    render();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(3);
    await user.type(screen.getByLabelText(/First name/), 'Sam');
    await user.type(screen.getByLabelText(/Last name/), 'New');
    await user.type(screen.getByLabelText(/E-mail/), 'Sam@Example.com');
    await user.type(screen.getByLabelText(/Mobile/), '12');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter an Australian mobile number, e.g. 0412 345 678')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Mobile/));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/portal\/users$/));
    expect(calls[0]?.body).toEqual({ firstName: 'Sam', lastName: 'New', email: 'sam@example.com' });
    expect(await screen.findByText(/We have e-mailed Sam New \(sam@example.com\)/)).toBeInTheDocument();
  });

  it('puts the server’s answer for a taken address on the e-mail field', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /api/organisation/users': {
          status: 400,
          body: { message: MSG.invalidRequest, errors: { email: ['This e-mail address already has an account on the exchange.'] } },
        },
      }).fetchMock,
    );
    render();
    await user.type(screen.getByLabelText(/First name/), 'Sam');
    await user.type(screen.getByLabelText(/Last name/), 'New');
    await user.type(screen.getByLabelText(/E-mail/), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This e-mail address already has an account on the exchange.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/portal/users/invite');
  });
});
