import type { TMarketFeedItem } from '@cgx/domain/market-data.schemas';
import type { MarketSound } from '@cgx/domain/market-sounds';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { readMarketSoundsOn, writeMarketSoundsOn } from '../../../lib/storage';
import { SoundSynth } from '../audio/sound-synth';
import { MarketSoundsEngine } from '../market-sounds-engine';
import { type QueuedSound, SoundQueue } from '../sound-queue';

/** spec 000 §8: a failed play is reported; the error reporter of §7 is not wired yet, so the console gets it. */
export function reportSoundFailure(error: unknown, entry: QueuedSound): void {
  console.error(`Market sound '${entry.sound}' (${entry.id}) could not play`, error);
}

export interface SoundPlayer {
  unlock: () => Promise<void>;
  play: (sound: MarketSound) => Promise<void>;
}

interface UseMarketSoundsOptions {
  feed: readonly TMarketFeedItem[] | undefined;
  tradedToday: string | undefined;
  /** The sound output; tests pass a fake. */
  player?: SoundPlayer;
}

function createSounds(player: SoundPlayer) {
  const queue = new SoundQueue({ play: (sound) => player.play(sound), report: reportSoundFailure });
  return { queue, engine: new MarketSoundsEngine(queue) };
}

/**
 * The sounds page's state: the toggle (off unless stored on, spec 000 §4), the sounds chosen for
 * new feed items, and playback. Turning sounds on is the user gesture that lets the browser play;
 * when they were already on, the first click or key press on the page unlocks audio.
 */
export function useMarketSounds({ feed, tradedToday, player: given }: UseMarketSoundsOptions) {
  const [player] = useState<SoundPlayer>(() => given ?? new SoundSynth());
  const [{ engine }] = useState(() => createSounds(player));
  const [on, setOn] = useState(readMarketSoundsOn);
  const lastSound = useSyncExternalStore(engine.subscribe, engine.getLastSound);

  useEffect(() => engine.setOn(on), [engine, on]);
  useEffect(() => {
    if (tradedToday !== undefined) engine.setTradedToday(tradedToday);
  }, [engine, tradedToday]);
  useEffect(() => {
    if (feed) engine.observe(feed);
  }, [engine, feed]);

  useEffect(() => {
    if (!on) return;
    const unlock = () => {
      player.unlock().catch((error: unknown) => console.error('Market sounds: audio stays blocked', error));
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
    document.addEventListener('pointerdown', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, [on, player]);

  const toggle = useCallback(() => {
    const next = !on;
    setOn(next);
    writeMarketSoundsOn(next);
    if (next) player.unlock().catch((error: unknown) => console.error('Market sounds: audio stays blocked', error));
  }, [on, player]);

  /** A new item pushed on the socket: handled at once, before the feed refetch brings it too. */
  const observeItem = useCallback((item: TMarketFeedItem) => engine.observe([item]), [engine]);

  return { on, toggle, lastSound, observeItem };
}
