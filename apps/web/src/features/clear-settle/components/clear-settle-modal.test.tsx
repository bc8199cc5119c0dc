import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CLEAR_SETTLE_THANKS } from '../clear-settle-text';
import { ClearSettleModal } from './clear-settle-modal';

describe('ClearSettleModal', () => {
  it('registers interest, thanks the user and finishes as completed', async () => {
    const { fetchMock, calls } = stubFetch({
      'POST /api/clear-settle/interest': { body: { registeredAt: '2026-11-22T00:00:00Z', alreadyRegistered: false } },
    });
    vi.stubGlobal('fetch', fetchMock);
    const onFinish = vi.fn();
    renderWithProviders(<ClearSettleModal onFinish={onFinish} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register interest' }));
    expect(await screen.findByText(CLEAR_SETTLE_THANKS)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onFinish).toHaveBeenCalledWith('completed');
  });

  it('closing stores "don’t show again" only when it is ticked', async () => {
    const onFinish = vi.fn();
    const { unmount } = renderWithProviders(<ClearSettleModal onFinish={onFinish} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(onFinish).toHaveBeenLastCalledWith('pending');
    unmount();
    renderWithProviders(<ClearSettleModal onFinish={onFinish} />);
    await userEvent.click(await screen.findByLabelText("Don't show this again"));
    await userEvent.click(screen.getByRole('button', { name: 'Close the Clear Settle offer' }));
    await waitFor(() => expect(onFinish).toHaveBeenLastCalledWith('dismissed'));
  });

  it('shows the server’s error when registering fails', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({ 'POST /api/clear-settle/interest': { status: 403, body: { message: 'You are not allowed to do that.' } } }).fetchMock,
    );
    renderWithProviders(<ClearSettleModal onFinish={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Register interest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do that.');
  });
});
