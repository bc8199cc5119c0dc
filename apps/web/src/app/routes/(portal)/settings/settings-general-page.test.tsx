import { FEATURE_FLAG_DESCRIPTIONS } from '@cgx/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fixtures';
import { renderWithProviders } from '../../../../test/render';
import { SettingsGeneralPage } from './settings-general-page';

const flags = [
  { key: 'bidSheets', enabled: true, description: FEATURE_FLAG_DESCRIPTIONS.bidSheets },
  { key: 'maintenance', enabled: false, description: FEATURE_FLAG_DESCRIPTIONS.maintenance },
];

function setup() {
  const stub = stubFetch({
    'GET /api/settings/feature-flags': { body: flags },
    'PUT /api/settings/feature-flags/bidSheets': { body: { ...flags[0], enabled: false } },
    'PUT /api/settings/feature-flags/maintenance': { body: { ...flags[1], enabled: true } },
  });
  vi.stubGlobal('fetch', stub.fetchMock);
  renderWithProviders(<SettingsGeneralPage />, { route: '/portal/settings/general' });
  return stub;
}

const puts = (calls: ReturnType<typeof stubFetch>['calls']) => calls.filter((call) => call.method === 'PUT');

describe('General Settings', () => {
  it('lists the flags with their descriptions and switches one', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'General Settings' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('General Settings | CGX'));
    const bidSheets = await screen.findByRole('switch', { name: 'Bid sheets' });
    expect(bidSheets).toBeChecked();
    expect(screen.getByText(FEATURE_FLAG_DESCRIPTIONS.bidSheets)).toBeInTheDocument();
    await user.click(bidSheets);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Bid sheets' })).not.toBeChecked());
    expect(puts(calls)).toEqual([expect.objectContaining({ url: '/api/settings/feature-flags/bidSheets', body: { enabled: false } })]);
    expect(await screen.findByText('Bid sheets is now off.')).toBeInTheDocument();
  });

  it('asks before switching maintenance on', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('switch', { name: 'Maintenance mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch on maintenance mode?' });
    expect(puts(calls)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(puts(calls)).toHaveLength(0);
    expect(screen.getByRole('switch', { name: 'Maintenance mode' })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Maintenance mode' }));
    await user.click(await screen.findByRole('button', { name: 'Switch on maintenance' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Maintenance mode' })).toBeChecked());
    expect(puts(calls)).toEqual([expect.objectContaining({ url: '/api/settings/feature-flags/maintenance', body: { enabled: true } })]);
  });
});
