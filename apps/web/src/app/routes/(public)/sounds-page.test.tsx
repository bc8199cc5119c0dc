import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedItem, todayMetrics } from '../../../test/market-data.fixtures';
import type { Subscriber } from '../../../lib/cable/cable-client';
import { stubFetch } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { SoundsPage } from './sounds-page';

const channel = vi.hoisted(() => ({ handlers: null as Subscriber | null }));
vi.mock('../../../lib/cable/use-channel', () => ({
  useChannel: (_name: string, handlers: Subscriber) => {
    channel.handlers = handlers;
  },
}));

const audio = vi.hoisted(() => ({ played: [] as string[], unlocks: 0, failNext: 0 }));
vi.mock('../../../features/sounds/audio/sound-synth', () => ({
  SoundSynth: class {
    async unlock() {
      audio.unlocks += 1;
    }
    async play(sound: string) {
      audio.played.push(sound);
      if (audio.failNext > 0) {
        audio.failNext -= 1;
        throw new Error('The browser keeps audio suspended');
      }
    }
  },
}));

function stubMarket(feed = [feedItem({ id: 1 })]) {
  const stub = stubFetch({
    'GET /api/market/feed': () => ({ body: feed }),
    'GET /api/market/metrics/today': { body: todayMetrics('120.000') },
  });
  vi.stubGlobal('fetch', stub.fetchMock);
  return stub;
}

const page = () => screen.getByTestId('market-sounds');

describe('SoundsPage', () => {
  beforeEach(() => {
    audio.played = [];
    audio.unlocks = 0;
    audio.failNext = 0;
    channel.handlers = null;
  });
  afterEach(() => vi.useRealTimers());

  it("shows 'Traded Today', 'View Trades' and the feed, with sounds off at first", async () => {
    stubMarket();
    renderWithProviders(<SoundsPage />);
    expect(await screen.findByTestId('figure-traded')).toHaveTextContent('120 t');
    expect(screen.getByText('Traded Today')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Trades' })).toHaveAttribute('href', '/login');
    expect(await screen.findByTestId('market-feed-table')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Market Sounds Off' })).not.toBeChecked();
    await waitFor(() => expect(document.title).toBe('Market Sounds | CGX'));
  });

  it('stores the toggle, and starts on when the stored preference says on', async () => {
    const user = userEvent.setup();
    stubMarket();
    const { unmount } = renderWithProviders(<SoundsPage />);
    await user.click(screen.getByRole('switch', { name: 'Market Sounds Off' }));
    expect(screen.getByRole('switch', { name: 'Market Sounds On' })).toBeChecked();
    expect(window.localStorage.getItem('cgx.marketSounds')).toBe('on');
    // Turning sounds on is the user gesture that unlocks the browser's audio.
    expect(audio.unlocks).toBe(1);
    unmount();

    renderWithProviders(<SoundsPage />);
    const toggle = screen.getByRole('switch', { name: 'Market Sounds On' });
    await user.click(toggle);
    expect(screen.getByRole('switch', { name: 'Market Sounds Off' })).not.toBeChecked();
    expect(window.localStorage.getItem('cgx.marketSounds')).toBe('off');
  });

  it('plays the sound of a new item pushed on the socket and shows it as data-last-sound', async () => {
    window.localStorage.setItem('cgx.marketSounds', 'on');
    stubMarket();
    renderWithProviders(<SoundsPage />);
    await screen.findByTestId('market-feed-table');
    expect(page()).not.toHaveAttribute('data-last-sound');
    await act(async () => channel.handlers?.onMessage(feedItem({ id: 2, quantity: '40.000', sound: 'cha-ching' })));
    expect(page()).toHaveAttribute('data-last-sound', 'cha-ching');
    await waitFor(() => expect(audio.played).toEqual(['cha-ching']));
  });

  it('reports a sound that failed to play and plays it again under a retry id', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem('cgx.marketSounds', 'on');
    audio.failNext = 1;
    stubMarket();
    renderWithProviders(<SoundsPage />);
    await screen.findByTestId('market-feed-table');
    await act(async () => channel.handlers?.onMessage(feedItem({ id: 2, feedType: 'OFFER', sound: 'pop' })));
    await waitFor(() => expect(audio.played).toEqual(['pop', 'pop']), { timeout: 3000 });
    expect(errors).toHaveBeenCalledWith("Market sound 'pop' (feed-2) could not play", expect.any(Error));
    errors.mockRestore();
  });

  it("polls today's metrics and the feed every 10 seconds, choosing sounds without playing them while off", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let feed = [feedItem({ id: 1 })];
    const { fetchMock, calls } = stubFetch({
      'GET /api/market/feed': () => ({ body: feed }),
      'GET /api/market/metrics/today': { body: todayMetrics('120.000') },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<SoundsPage />);
    await screen.findByTestId('market-feed-table');
    const asked = (path: string) => calls.filter((call) => call.url.startsWith(path)).length;
    const [feedBefore, todayBefore] = [asked('/api/market/feed'), asked('/api/market/metrics/today')];

    feed = [feedItem({ id: 2, quantity: '1500.000', sound: 'fireworks' }), ...feed];
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(page()).toHaveAttribute('data-last-sound', 'fireworks'));
    expect(asked('/api/market/feed')).toBeGreaterThan(feedBefore);
    expect(asked('/api/market/metrics/today')).toBeGreaterThan(todayBefore);
    expect(audio.played).toEqual([]);
  });
});
