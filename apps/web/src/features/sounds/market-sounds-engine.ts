import type { TMarketFeedItem } from '@cgx/domain/market-data.schemas';
import type { MarketSound } from '@cgx/domain/market-sounds';
import { chooseSounds, newFeedItems } from './choose-sounds';

export interface SoundSink {
  enqueue: (sound: MarketSound, id: string) => void;
  clear: () => void;
}

/**
 * Watches the feed for new items and chooses their sounds (the sounds page). The first feed it
 * sees is the baseline: what was already there plays nothing. The last chosen sound is kept
 * (shown on the page as data-last-sound) whether or not sounds are on; only when on is it queued.
 */
export class MarketSoundsEngine {
  private lastSeenId: number | null = null;
  private tradedToday = '0';
  private lastSound: MarketSound | null = null;
  private on = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly sink: SoundSink) {}

  setOn(on: boolean): void {
    this.on = on;
    if (!on) this.sink.clear();
  }

  /** Today's traded tonnes as the server last said. */
  setTradedToday(tradedToday: string): void {
    this.tradedToday = tradedToday;
  }

  observe(items: readonly TMarketFeedItem[]): void {
    if (this.lastSeenId === null) {
      this.lastSeenId = items.reduce((max, item) => Math.max(max, item.id), 0);
      return;
    }
    const fresh = newFeedItems(items, this.lastSeenId);
    const newest = fresh[fresh.length - 1];
    if (!newest) return;
    this.lastSeenId = newest.id;
    const { chosen, tradedTodayAfter } = chooseSounds(fresh, this.tradedToday);
    this.tradedToday = tradedTodayAfter;
    for (const { itemId, sound } of chosen) {
      this.lastSound = sound;
      if (this.on) this.sink.enqueue(sound, `feed-${itemId}`);
    }
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getLastSound = (): MarketSound | null => this.lastSound;
}
