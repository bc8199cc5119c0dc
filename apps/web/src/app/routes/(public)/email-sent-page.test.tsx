import { MSG } from '@cgx/domain/messages';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EmailSentPage } from './email-sent-page';

const renderAt = (route: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/email-sent/:type" element={<EmailSentPage />} />
    </Routes>,
    { route },
  );

describe('EmailSentPage', () => {
  it.each([
    ['forgot-password', MSG.resetLinkSent],
    ['forgot-login', MSG.loginNumberSent],
  ])('%s says what was sent', (type, message) => {
    renderAt(`/email-sent/${type}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Email Sent' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('names the NGR whose administrator must approve', () => {
    renderAt('/email-sent/register?ngr=12345678');
    expect(
      screen.getByText(
        "We've emailed the administrator of NGR 12345678 to approve your access. You can sign in once they have approved it.",
      ),
    ).toBeInTheDocument();
  });

  it('is not found for any other type', () => {
    renderAt('/email-sent/other');
    expect(screen.getByText(MSG.notFound)).toBeInTheDocument();
  });
});
