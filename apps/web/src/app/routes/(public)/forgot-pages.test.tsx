import { MSG } from '@cgx/domain/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fixtures';
import { LocationDisplay } from '../../../test/location';
import { renderWithProviders } from '../../../test/render';
import { ForgotLoginNumberPage } from './forgot-login-number-page';
import { ForgotPasswordPage } from './forgot-password-page';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/forgot-login-number" element={<ForgotLoginNumberPage />} />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route },
  );
}

describe('forgot forms', () => {
  it("validates the e-mail with the shared schema's messages", async () => {
    const user = userEvent.setup();
    renderAt('/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Entered value does not match email format')).toBeInTheDocument();
  });

  it('sends the password instructions and shows the e-mail-sent page', async () => {
    const { fetchMock, calls } = stubFetch({ 'POST /api/auth/password/forgot': { body: { message: MSG.resetLinkSent } } });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), '  Jess@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/email-sent/forgot-password');
    expect(calls[0]?.body).toEqual({ email: 'jess@example.com' });
  });

  it('sends the login number and shows the e-mail-sent page', async () => {
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/auth/login-number/forgot': { body: { message: MSG.loginNumberSent } } }).fetchMock);
    const user = userEvent.setup();
    renderAt('/forgot-login-number');
    await user.type(screen.getByLabelText(/^Email/), 'jess@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/email-sent/forgot-login');
  });

  it("shows the answer's errors list when there is one", async () => {
    const body = { message: MSG.invalidRequest, errors: { email: ['This e-mail cannot receive messages'] } };
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/auth/password/forgot': { status: 400, body } }).fetchMock);
    const user = userEvent.setup();
    renderAt('/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'jess@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail cannot receive messages');
  });

  it("otherwise says 'Unexpected error'", async () => {
    vi.stubGlobal('fetch', stubFetch({ 'POST /api/auth/password/forgot': { status: 500, body: { message: 'boom' } } }).fetchMock);
    const user = userEvent.setup();
    renderAt('/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'jess@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error');
  });

  it('returns to the login page on Cancel', async () => {
    const user = userEvent.setup();
    renderAt('/forgot-login-number');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });
});
