import type { TInsureSubscription } from '@cgx/domain/insure.schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { InsurePage } from './insure-page';

function render(subscription: TInsureSubscription, subscribeAnswer?: { status?: number; body: unknown }) {
  const stub = stubFetch({
    'GET /api/insure/subscription': { body: subscription },
    'POST /api/insure/subscription': subscribeAnswer ?? {
      body: { status: 'active', activatedAt: '2026-11-26T01:00:00.000Z' } satisfies TInsureSubscription,
    },
  });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderWithProviders(<InsurePage />, { route: '/portal/insure' });
  return stub;
}

describe('igrainX Insure', () => {
  it(
    'shows the cover, its documents and the verification fee, and a grower invited by its agent subscribes',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const { calls } = render({ status: 'invited', activatedAt: null });
      expect(screen.getByRole('heading', { level: 1, name: 'igrainX Insure' })).toBeInTheDocument();
      expect(screen.getByText('All sales are protected by counterparty insurance covering 90% of the grain value.')).toBeInTheDocument();
      expect(screen.getByText('An annual igrainX insure premium protects against payment default.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Policy schedule' })).toHaveAttribute('href');
      expect(screen.getByRole('link', { name: 'Financial services guide' })).toHaveAttribute('href');
      // The fee is said once, in the note's words.
      expect(screen.getAllByText(/\$0\.50/)).toHaveLength(1);
      expect(
        screen.getByText('The insure verification fee is $0.50 initially, with the rest charged on the first trade.'),
      ).toBeInTheDocument();
      expect(await screen.findByText('Status: Invited by your agent')).toBeInTheDocument();

      const form = screen.getByRole('form', { name: 'Subscribe to igrainX insure' });
      await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
      expect(await within(form).findByText('Required')).toBeInTheDocument();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);

      await user.click(within(form).getByRole('checkbox', { name: 'I agree to the igrainX insure terms' }));
      await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
      expect(await screen.findByText('Status: Subscribed since 26 Nov 2026')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ acceptTerms: true });
      expect(screen.queryByRole('form', { name: 'Subscribe to igrainX insure' })).not.toBeInTheDocument();
    },
  );

  it('shows a grower that is not subscribed the terms box', { timeout: 30_000 }, async () => {
    render({ status: 'none', activatedAt: null });
    expect(await screen.findByText('Status: Not subscribed')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I agree to the igrainX insure terms' })).toBeInTheDocument();
  });

  it('shows an active subscription without the form', { timeout: 30_000 }, async () => {
    render({ status: 'active', activatedAt: '2026-03-02T22:00:00.000Z' });
    expect(await screen.findByText('Status: Subscribed since 03 Mar 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('puts the server’s error on the terms box', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    render(
      { status: 'none', activatedAt: null },
      { status: 400, body: { message: 'Invalid request', errors: { acceptTerms: ['Required'] } } },
    );
    await user.click(await screen.findByRole('checkbox', { name: 'I agree to the igrainX insure terms' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(screen.getByText('Status: Not subscribed')).toBeInTheDocument();
  });
});
