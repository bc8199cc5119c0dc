import { MSG } from '@cgx/domain/messages';
import { REGISTRATION_TYPE_LABELS } from '@cgx/domain/registration.schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fixtures';
import { LocationDisplay } from '../../../test/location';
import { renderWithProviders } from '../../../test/render';
import { RegisterConfirmPage } from './register-confirm-page';
import { RegisterIndexPage } from './register-index-page';
import { RegisterThankYouPage } from './register-thank-you-page';
import { RegisterTypePage } from './register-type-page';

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterIndexPage />} />
      <Route path="/register/confirm" element={<RegisterConfirmPage />} />
      <Route path="/register/:type" element={<RegisterTypePage />} />
      <Route path="/register/:type/thank-you" element={<RegisterThankYouPage />} />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route },
  );
}

type User = ReturnType<typeof userEvent.setup>;

async function fillPerson(user: User, password = 'Str0ng-Password!') {
  await user.type(screen.getByLabelText(/^First name/), 'Jess');
  await user.type(screen.getByLabelText(/^Last name/), 'Paddock');
  await user.type(screen.getByLabelText(/^Email/), 'Jess@Example.com');
  await user.type(screen.getByLabelText(/^Mobile/), '0412 345 678');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), password);
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
}

describe('registration', () => {
  it('offers the five types and keeps the source', () => {
    renderAt('/register?source=Clear%20Settle');
    expect(screen.getByText('You are registering for Clear Settle')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: new RegExp(REGISTRATION_TYPE_LABELS.trader.title) });
    expect(link).toHaveAttribute('href', '/register/trader?source=Clear+Settle');
    expect(screen.getAllByRole('link', { name: /./ }).filter((a) => a.getAttribute('href')?.startsWith('/register/'))).toHaveLength(5);
  });

  it('checks the form with the shared schema', async () => {
    const user = userEvent.setup();
    renderAt('/register/trader');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    // first name, last name, e-mail, mobile, trading name, ABN, state, password, confirmation
    expect((await screen.findAllByText('Required')).length).toBeGreaterThanOrEqual(9);
    expect(screen.getByText('Please accept the terms and conditions')).toBeInTheDocument();
  });

  it("says when the passwords don't match", async () => {
    const user = userEvent.setup();
    renderAt('/register/grower-ngr');
    await fillPerson(user);
    await user.type(screen.getByLabelText(/^NGR/), '12345678');
    await user.type(screen.getByLabelText(/^Confirm password/), '?');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
  });

  it('registers a grower with an NGR and follows the answer to the e-mail-sent page', async () => {
    const { fetchMock, calls } = stubFetch({
      'POST /api/registrations/grower-ngr': { status: 201, body: { next: 'email-sent', email: 'jess@example.com', ngr: '12345678' } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderAt('/register/grower-ngr?source=Clear%20Settle');
    expect(screen.queryByLabelText(/^ABN/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Trading name/)).not.toBeRequired();
    await fillPerson(user);
    await user.type(screen.getByLabelText(/^NGR/), '12345678');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/email-sent/register?ngr=12345678');
    expect(calls[0]?.url).toBe('/api/registrations/grower-ngr?source=Clear+Settle');
    expect(calls[0]?.body).toMatchObject({ email: 'jess@example.com', mobile: '+61412345678', ngr: '12345678', acceptTerms: true });
  });

  it('registers an analyst without an ABN and shows the thank-you page', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'POST /api/registrations/analyst': { status: 201, body: { next: 'thank-you', email: 'jess@example.com', ngr: null } } })
        .fetchMock,
    );
    const user = userEvent.setup();
    renderAt('/register/analyst');
    await fillPerson(user);
    await user.type(screen.getByLabelText(/^Trading name/), 'Paddock Research');
    await user.selectOptions(screen.getByLabelText(/^State/), 'NSW');
    await user.type(screen.getByLabelText(/^Postcode/), '2650');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for registering' })).toBeInTheDocument();
    expect(screen.getByText('jess@example.com')).toBeInTheDocument();
  });

  it('puts server field errors under the fields and a conflict at the top', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      stubFetch({
        'POST /api/registrations/grower-ngr': { status: 409, body: { message: MSG.emailTaken, errors: { ngr: [MSG.ngrTaken] } } },
      }).fetchMock,
    );
    renderAt('/register/grower-ngr');
    await fillPerson(user);
    await user.type(screen.getByLabelText(/^NGR/), '12345678');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MSG.ngrTaken)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.emailTaken);
  });

  it('is not found for an unknown type', () => {
    renderAt('/register/farmer');
    expect(screen.getByText(MSG.notFound)).toBeInTheDocument();
  });

  it.each([
    ['confirmed', '/login?confirmedEmail=1'],
    ['already_confirmed', '/login?confirmed=true'],
  ])('confirms the e-mail once (%s)', async (status, target) => {
    const { fetchMock, calls } = stubFetch({ 'POST /api/registrations/confirm': { body: { status } } });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/register/confirm?token=tok-9');
    expect(await screen.findByTestId('location')).toHaveTextContent(target);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ token: 'tok-9' });
  });

  it('shows why a confirmation link failed', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'POST /api/registrations/confirm': { status: 400, body: { message: MSG.confirmLinkInvalid } } }).fetchMock,
    );
    renderAt('/register/confirm?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.confirmLinkInvalid);
    expect(screen.getByRole('link', { name: 'Go to the login page' })).toHaveAttribute('href', '/login');
  });
});
