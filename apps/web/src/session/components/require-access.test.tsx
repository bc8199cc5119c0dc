import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeSession } from '../../test/fixtures';
import { renderWithProviders, sessionValue } from '../../test/render';
import { RequireAccess } from './require-access';
import { RequireAuth } from './require-auth';

function renderGuarded(route: string, role: Parameters<typeof makeSession>[0] | null) {
  const session = role ? sessionValue({ status: 'authenticated', token: 't', session: makeSession(role) }) : sessionValue();
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<p>Login page</p>} />
      <Route element={<RequireAuth />}>
        <Route
          path="/portal/settings/general"
          element={
            <RequireAccess access={{ permission: 'setting' }}>
              <p>Settings page</p>
            </RequireAccess>
          }
        />
        <Route element={<RequireAccess access={{ roles: ['Grower'] }} />}>
          <Route path="/portal/my-grain" element={<p>My grain page</p>} />
        </Route>
      </Route>
    </Routes>,
    { route, session },
  );
}

describe('portal guards', () => {
  it('sends an anonymous visitor to the login page', () => {
    renderGuarded('/portal/my-grain', null);
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it('lets the right role in', () => {
    renderGuarded('/portal/my-grain', 'Grower');
    expect(screen.getByText('My grain page')).toBeInTheDocument();
  });

  it('shows unauthorised for another role', () => {
    renderGuarded('/portal/my-grain', 'Trader');
    expect(screen.queryByText('My grain page')).not.toBeInTheDocument();
    expect(screen.getByText('Sorry, you are not authorised to see this page.')).toBeInTheDocument();
  });

  it('checks permissions: Admin holds setting, CGX Sales does not', () => {
    renderGuarded('/portal/settings/general', 'Admin');
    expect(screen.getByText('Settings page')).toBeInTheDocument();
    renderGuarded('/portal/settings/general', 'CGX Sales');
    expect(screen.getByText('Sorry, you are not authorised to see this page.')).toBeInTheDocument();
  });
});
