import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readOnboardingOffered } from '../../../lib/storage';
import { stubFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import type { ExperienceComponent } from './onboarding-host';
import { OnboardingHost } from './onboarding-host';

const Offer: ExperienceComponent = ({ onFinish }) => (
  <div role="dialog" aria-label="Offer">
    <button type="button" onClick={() => onFinish('dismissed')}>
      Done
    </button>
  </div>
);

function serve(state: string) {
  return stubFetch({
    'GET /api/onboarding/experiences': { body: { experiences: [{ id: 'clear-settle-modal', state }] } },
    'PATCH /api/onboarding/experiences/clear-settle-modal': (init) => ({
      body: { id: 'clear-settle-modal', ...JSON.parse(String(init?.body)) },
    }),
  });
}

describe('OnboardingHost', () => {
  it('loads once the session is ready, starts a pending experience and stores how it ended', async () => {
    const { fetchMock, calls } = serve('pending');
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OnboardingHost userId={7} impersonating={false} experiences={{ 'clear-settle-modal': Offer }} />);
    expect(await screen.findByRole('dialog', { name: 'Offer' })).toBeInTheDocument();
    await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ state: 'in_progress' }));
    expect(readOnboardingOffered()).toEqual(['clear-settle-modal']);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ state: 'dismissed' }));
  });

  it('waits for the session, and runs nothing while impersonating', async () => {
    const { fetchMock, calls } = serve('pending');
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<OnboardingHost userId={null} impersonating={false} experiences={{ 'clear-settle-modal': Offer }} />);
    renderWithProviders(<OnboardingHost userId={7} impersonating experiences={{ 'clear-settle-modal': Offer }} />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
