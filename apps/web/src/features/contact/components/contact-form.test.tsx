import { MSG } from '@cgx/domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Jack Wattle');
  await user.type(screen.getByLabelText('Email'), 'Jack@WattleCreek.com.au');
  await user.selectOptions(screen.getByLabelText('Topic'), 'Trading on the exchange');
  await user.type(screen.getByLabelText('Message'), 'How do I offer canola at my GrainCorp site?');
}

describe('ContactForm', () => {
  it("shows the shared schema's messages and sends nothing while the form is invalid", async () => {
    const user = userEvent.setup();
    const { calls, fetchMock } = stubFetch({});
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactForm />);

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findAllByText(MSG.required)).toHaveLength(4);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(MSG.required);

    await user.type(screen.getByLabelText('Email'), 'jack@farm');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(MSG.emailFormat)).toBeInTheDocument();
    expect(screen.getByText(MSG.phoneInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the parsed values and shows the success state', async () => {
    const user = userEvent.setup();
    const { calls, fetchMock } = stubFetch({ 'POST /api/contact': { status: 204 } });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactForm />);

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Thank you, your message has been sent' })).toHaveFocus();
    expect(screen.getByText('jack@wattlecreek.com.au')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      name: 'Jack Wattle',
      email: 'jack@wattlecreek.com.au',
      topic: 'Trading on the exchange',
      message: 'How do I offer canola at my GrainCorp site?',
    });
    expect(calls[0]?.headers).not.toHaveProperty('Authorization');

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Jack Wattle');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('puts the server’s field errors on the fields', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch({
      'POST /api/contact': { status: 400, body: { message: MSG.invalidRequest, errors: { email: [MSG.emailFormat], base: ['Oops'] } } },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactForm />);

    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(MSG.emailFormat));
    // At the top: the server's message, then the errors no field shows.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(MSG.invalidRequest);
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Oops']);
  });

  it('shows the rate-limit message at the top', async () => {
    const user = userEvent.setup();
    const { fetchMock } = stubFetch({ 'POST /api/contact': { status: 429, body: { message: MSG.tooManyAttempts } } });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<ContactForm defaults={{ topic: 'Storage providers' }} />);

    expect(screen.getByLabelText('Topic')).toHaveValue('Storage providers');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.tooManyAttempts);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });
});
