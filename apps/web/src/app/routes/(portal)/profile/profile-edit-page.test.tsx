import { MSG } from '@cgx/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../../test/fixtures';
import { LocationDisplay } from '../../../../test/location';
import { renderWithProviders, sessionValue } from '../../../../test/render';
import { ProfileEditPage } from './profile-edit-page';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

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
    lastSignInAt: null,
  },
  organisation: {
    id: 3,
    type: 'grower',
    tradingName: 'Paddock Farms',
    nickname: null,
    abn: null,
    ngrs: [],
    state: 'NSW',
    postcode: '2650',
    status: 'active',
  },
};

const render = () =>
  renderWithProviders(
    <>
      <ProfileEditPage />
      <LocationDisplay />
    </>,
    { route: '/portal/profile/edit', session: sessionValue({ status: 'authenticated', session: makeSession('Grower'), token: 't' }) },
  );

describe('Edit Profile', () => {
  it('starts from the saved profile and shows the schema’s messages before sending anything', async () => {
    const user = userEvent.setup();
    const { calls, fetchMock } = stubFetch({ 'GET /api/profile': { body: profile } });
    vi.stubGlobal('fetch', fetchMock);
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Jess');
    expect(screen.getByLabelText(/Mobile/)).toHaveValue('0412 345 678');
    expect(screen.getByText(/jess@example.com · G100234/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/First name/));
    await user.clear(screen.getByLabelText(/Mobile/));
    await user.type(screen.getByLabelText(/Mobile/), '02 6123 4567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an Australian mobile number, e.g. 0412 345 678')).toBeInTheDocument();
    expect(screen.getAllByText(MSG.required)).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('sends the parsed values and goes back to My Profile; a wrong password shows on its field', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { calls, fetchMock } = stubFetch({
      'GET /api/profile': { body: profile },
      'PUT /api/profile': () => {
        attempt += 1;
        return attempt === 1
          ? { status: 400, body: { message: MSG.invalidRequest, errors: { password: [MSG.passwordNotAuthorised] } } }
          : { body: { ...profile, user: { ...profile.user, firstName: 'Jessica' } } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    render();
    await user.clear(await screen.findByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), ' Jessica ');
    await user.type(screen.getByLabelText(/Current password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.passwordNotAuthorised)).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveAccessibleDescription(expect.stringContaining(MSG.passwordNotAuthorised));

    await user.clear(screen.getByLabelText(/Current password/));
    await user.type(screen.getByLabelText(/Current password/), 'Harvest2026!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/portal/profile'));
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.at(-1)?.body).toEqual({ firstName: 'Jessica', lastName: 'Paddock', mobile: '+61412345678', password: 'Harvest2026!' });
  });
});
