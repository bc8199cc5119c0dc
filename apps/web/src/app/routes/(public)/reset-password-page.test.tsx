import { MSG } from '@cgx/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeSession, stubFetch } from '../../../test/fixtures';
import { LocationDisplay } from '../../../test/location';
import { renderWithProviders, sessionValue } from '../../../test/render';
import { ResetPasswordPage } from './reset-password-page';

function renderReset(route = '/reset-password?token=abc') {
  const session = sessionValue();
  renderWithProviders(
    <Routes>
      <Route
        path="/reset-password"
        element={
          <>
            <ResetPasswordPage />
            <LocationDisplay />
          </>
        }
      />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route, session },
  );
  return session;
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirmation: string) {
  if (password) await user.type(screen.getByLabelText(/^New password/), password);
  if (confirmation) await user.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset' }));
}

describe('ResetPasswordPage', () => {
  it('requires both fields, the strict rule and matching passwords', async () => {
    const user = userEvent.setup();
    renderReset();
    await fill(user, '', '');
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await fill(user, 'short', 'short');
    expect(await screen.findByText(MSG.passwordRule, { selector: '.mantine-InputWrapper-error' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await fill(user, 'Str0ng-Password!', 'x');
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
  });

  it('drops the token from the address bar once read, and still sends it', async () => {
    const { fetchMock, calls } = stubFetch({ 'POST /api/auth/password/reset': { status: 400, body: { message: MSG.invalidRequest } } });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderReset('/reset-password?token=secret-token');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/reset-password$/));
    await fill(user, 'Str0ng-Password!', 'Str0ng-Password!');
    await waitFor(() => expect(calls[0]?.body).toMatchObject({ token: 'secret-token' }));
  });

  it('says the password is reset, goes on to the code, and the code opens the portal', async () => {
    const challenge = {
      message: MSG.passwordReset,
      view: 'mfa',
      challengeId: 'ch-9',
      mfaEnabled: true,
      destinations: { email: 'je***@example.com', sms: '•••• ••• 678' },
      sentTo: 'sms',
    };
    const signedIn = { view: 'session', tokens: { token: 't2', wsToken: 'w2' }, session: makeSession() };
    const { fetchMock, calls } = stubFetch({
      'POST /api/auth/password/reset': { body: challenge },
      'POST /api/auth/mfa/verify': { body: signedIn },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const session = renderReset();
    await fill(user, 'Str0ng-Password!', 'Str0ng-Password!');
    expect(await screen.findByText(MSG.passwordReset)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument();
    expect(screen.getByText(/We've sent a code to/)).toHaveTextContent('•••• ••• 678');
    expect(session.signIn).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(session.signIn).toHaveBeenCalledWith(signedIn.tokens, signedIn.session));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/portal$/);
    expect(calls[0]?.body).toEqual({ password: 'Str0ng-Password!', passwordConfirmation: 'Str0ng-Password!', token: 'abc' });
    expect(calls[1]?.body).toEqual({ challengeId: 'ch-9', code: '123456' });
  });

  it('returns to the sign-in page on Cancel', async () => {
    const user = userEvent.setup();
    renderReset();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
  });

  it('shows a used or expired link at the top with a way to ask for a new one', async () => {
    const body = { message: MSG.invalidRequest, errors: { token: [MSG.resetLinkInvalid] } };
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/auth/password/reset': { status: 400, body } }).fetchMock);
    const user = userEvent.setup();
    renderReset();
    await fill(user, 'Str0ng-Password!', 'Str0ng-Password!');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MSG.resetLinkInvalid);
    expect(within(alert).getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('maps server field errors onto the fields', async () => {
    const body = { message: MSG.invalidRequest, errors: { password: ['This password has appeared in a data breach'] } };
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/auth/password/reset': { status: 400, body } }).fetchMock);
    const user = userEvent.setup();
    renderReset();
    await fill(user, 'Str0ng-Password!', 'Str0ng-Password!');
    expect(await screen.findByText('This password has appeared in a data breach')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a link without a token', () => {
    renderReset('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.resetLinkInvalid);
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
  });
});
