import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscriber } from '../../../lib/cable/cable-client';
import { renderWithProviders } from '../../../test/render';
import { stubFetch } from '../../../test/fixtures';
import { marketStatus } from '../market-status.fixtures';
import { MarketTicker } from './market-ticker';

const channels = vi.hoisted(() => new Map<string, { handlers: Subscriber; enabled: boolean }>());
vi.mock('../../../lib/cable/use-channel', () => ({
  useChannel: (channel: string, handlers: Subscriber, enabled = true) => channels.set(channel, { handlers, enabled }),
}));

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  channels.clear();
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => vi.useRealTimers());

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('MarketTicker', () => {
  it('shows the status, follows MarketChannel pushes and rechecks after a reconnection', async () => {
    const { fetchMock, calls } = stubFetch({ 'GET /api/market/status': { body: marketStatus('open', 'open') } });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MarketTicker />);
    expect(await screen.findByText('Market open')).toBeInTheDocument();

    act(() => channels.get('MarketChannel')?.handlers.onMessage(marketStatus('open', 'closed')));
    expect(await screen.findByText('CGX open')).toBeInTheDocument();
    expect(screen.getByText('igrainX closed')).toBeInTheDocument();

    const before = calls.length;
    act(() => channels.get('MarketChannel')?.handlers.onConnected?.());
    await waitFor(() => expect(calls.length).toBe(before + 1));
    expect(await screen.findByText('Market open')).toBeInTheDocument();
  });

  it('checks again when the tab returns after more than 4 hours hidden, not sooner', async () => {
    const { fetchMock, calls } = stubFetch({ 'GET /api/market/status': { body: marketStatus('closed', 'closed') } });
    vi.stubGlobal('fetch', fetchMock);
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(0);
    renderWithProviders(<MarketTicker />);
    expect(await screen.findByText('Market closed')).toBeInTheDocument();
    const before = calls.length;

    setVisibility('hidden');
    now.mockReturnValue(60 * 60 * 1000);
    setVisibility('visible');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.length).toBe(before);

    setVisibility('hidden');
    now.mockReturnValue(60 * 60 * 1000 + 4 * 60 * 60 * 1000 + 1);
    setVisibility('visible');
    await waitFor(() => expect(calls.length).toBe(before + 1));
    now.mockRestore();
  });
});
