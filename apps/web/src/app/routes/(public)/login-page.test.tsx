import { MSG } from '@cgx/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { writeAuthMessage } from '../../../lib/storage';
import { makeSession, stubFetch } from '../../../test/fixtures';
import { LocationDisplay } from '../../../test/location';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { LoginPage } from './login-page';

const challenge = {
  view: 'mfa',
  challengeId: 'ch-1',
  mfaEnabled: false,
  destinations: { email: 'j***@example.com', sms: null },
  sentTo: null,
};
const signedIn = { view: 'session', tokens: { token: 'tok', wsToken: 'ws' }, session: makeSession('Grower') };

function renderLogin(route = '/login', session = sessionValue()) {
  const utils = renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route, session },
  );
  return { ...utils, session };
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/E-mail or login number/), 'G100234');
  await user.type(screen.getByLabelText(/^Password/), 'Secret-pass-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('asks for both fields with the shared messages', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Forgot login number?' })).toHaveAttribute('href', '/forgot-login-number');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });

  it("shows the server's message when the password is wrong", async () => {
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/auth/login': { status: 401, body: { message: MSG.invalidCredentials } } }).fetchMock);
    const user = userEvent.setup();
    renderLogin();
    await signInWithPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.invalidCredentials);
  });

  it('walks a user without MFA through choosing a channel, verifying and landing on the redirect', async () => {
    const { fetchMock, calls } = stubFetch({
      'POST /api/auth/login': { body: challenge },
      'POST /api/auth/mfa/send': { body: { sentTo: 'email', destination: 'j***@example.com' } },
      'POST /api/auth/mfa/verify': { body: signedIn },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { session } = renderLogin('/login?redirect=%2Fportal%2Fprofile');
    await signInWithPassword(user);

    expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument();
    expect(screen.getByText(MSG.mfaRequiredNotice)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code by SMS' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Send code by e-mail' }));

    expect(await screen.findByText(/We've sent a code to/)).toHaveTextContent("We've sent a code to j***@example.com");
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith(signedIn.tokens, signedIn.session));
    expect(await screen.findByTestId('location')).toHaveTextContent('/portal/profile');
    expect(calls.map((call) => call.url)).toEqual(['/api/auth/login', '/api/auth/mfa/send', '/api/auth/mfa/verify']);
    expect(calls[2]?.body).toEqual({ challengeId: 'ch-1', code: '123456' });
  });

  it('goes straight to the code when MFA already sent one, and shows field errors from the server', async () => {
    const enabled = { ...challenge, mfaEnabled: true, sentTo: 'sms', destinations: { email: 'j***@example.com', sms: '•••• ••• 678' } };
    const codeError = { message: MSG.invalidRequest, errors: { code: [MSG.invalidCode] } };
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'POST /api/auth/login': { body: enabled }, 'POST /api/auth/mfa/verify': { status: 400, body: codeError } }).fetchMock,
    );
    const user = userEvent.setup();
    renderLogin();
    await signInWithPassword(user);
    expect(await screen.findByText(/We've sent a code to/)).toHaveTextContent('•••• ••• 678');
    expect(screen.queryByText(MSG.mfaRequiredNotice)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(MSG.invalidCode)).toBeInTheDocument();
  });

  it('returns to the password step when the server ends the sign-in', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /api/auth/login': { body: { ...challenge, sentTo: 'email', mfaEnabled: true } },
        'POST /api/auth/mfa/verify': { status: 401, body: { message: MSG.signInExpired } },
      }).fetchMock,
    );
    const user = userEvent.setup();
    renderLogin();
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.signInExpired);
  });

  it('never sends a stored session token with sign-in calls', async () => {
    window.localStorage.setItem('cgx.session', JSON.stringify({ token: 'stale', wsToken: 'ws' }));
    const { fetchMock, calls } = stubFetch({ 'POST /api/auth/login': { status: 401, body: { message: MSG.invalidCredentials } } });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderLogin();
    await signInWithPassword(user);
    await screen.findByText(MSG.invalidCredentials);
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(window.localStorage.getItem('cgx.session')).not.toBeNull();
  });

  it('ignores a redirect outside the portal', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /api/auth/login': { body: { ...challenge, sentTo: 'email', mfaEnabled: true } },
        'POST /api/auth/mfa/verify': { body: signedIn },
      }).fetchMock,
    );
    const user = userEvent.setup();
    renderLogin('/login?redirect=https%3A%2F%2Fevil.example');
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/portal$/);
  });

  it('moves to Reset Your Password when verification asks for it', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /api/auth/login': { body: { ...challenge, sentTo: 'email', mfaEnabled: true } },
        'POST /api/auth/mfa/verify': { body: { view: 'resetPassword', token: 'reset-1' } },
      }).fetchMock,
    );
    const user = userEvent.setup();
    renderLogin();
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Reset Your Password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'Str0ng-Password!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Different-1!');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
  });

  it('goes from Reset Your Password back to the code step, not straight into a session', async () => {
    const afterReset = { ...challenge, message: MSG.passwordReset, challengeId: 'ch-2', sentTo: 'email', mfaEnabled: true };
    const { fetchMock, calls } = stubFetch({
      'POST /api/auth/login': { body: { ...challenge, sentTo: 'email', mfaEnabled: true } },
      'POST /api/auth/mfa/verify': (_init, url) => ({
        body: calls.filter((call) => call.url === url).length > 1 ? signedIn : { view: 'resetPassword', token: 'reset-1' },
      }),
      'POST /api/auth/password/reset': { body: afterReset },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { session } = renderLogin();
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.type(await screen.findByLabelText(/^New password/), 'Str0ng-Password!');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Str0ng-Password!');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument();
    expect(session.signIn).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Verification code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith(signedIn.tokens, signedIn.session));
    expect(calls.at(-1)?.body).toEqual({ challengeId: 'ch-2', code: '654321' });
  });

  it('cancels the open challenge when the screen is left', async () => {
    const { fetchMock, calls } = stubFetch({ 'POST /api/auth/login': { body: challenge }, 'POST /api/auth/login/cancel': { status: 204 } });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const { unmount } = renderLogin();
    await signInWithPassword(user);
    await screen.findByRole('heading', { name: 'Verify your identity' });
    unmount();
    await waitFor(() => expect(calls.some((call) => call.url === '/api/auth/login/cancel')).toBe(true));
    expect(calls.find((call) => call.url === '/api/auth/login/cancel')?.body).toEqual({ challengeId: 'ch-1' });
  });

  it('warns that the e-mail was already confirmed, linking "setting a password"', () => {
    renderLogin('/login?confirmed=true');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MSG.emailAlreadyConfirmed);
    expect(within(alert).getByRole('link', { name: 'setting a password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('confirms a freshly confirmed e-mail', () => {
    renderLogin('/login?confirmedEmail=1');
    expect(screen.getByText('Your e-mail address is confirmed. You can sign in now.')).toBeInTheDocument();
  });

  it('shows the stored message as an error toast and clears the session on unauthorised=true', async () => {
    writeAuthMessage('Your session has ended somewhere.');
    const { session } = renderLogin('/login?unauthorised=true');
    expect(await screen.findByText('Your session has ended somewhere.')).toBeInTheDocument();
    expect(session.logoutLocal).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('cgx.authMessage')).toBeNull();
  });

  it('still shows the confirmation notice to a signed-in visitor', () => {
    renderLogin('/login?confirmed=true', sessionValue({ status: 'authenticated', token: 't', session: makeSession() }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.emailAlreadyConfirmed);
  });

  it('sends a signed-in user on to the portal', async () => {
    renderLogin('/login', sessionValue({ status: 'authenticated', token: 't', session: makeSession() }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/portal');
  });
});
