import type { MarketSound } from '@cgx/domain/market-sounds';
import { describe, expect, it, vi } from 'vitest';
import { type QueuedSound, SoundQueue } from './sound-queue';

describe('SoundQueue', () => {
  it('plays sounds one after another, in order', async () => {
    const played: MarketSound[] = [];
    const queue = new SoundQueue({ play: async (sound) => void played.push(sound), report: vi.fn(), retryDelayMs: 0 });
    queue.enqueue('pop', 'feed-1');
    queue.enqueue('fireworks', 'feed-2');
    await queue.idle();
    expect(played).toEqual(['pop', 'fireworks']);
  });

  it('reports a failed play and queues the sound again under a retry id (spec 000 §8)', async () => {
    const attempts: string[] = [];
    const reported: QueuedSound[] = [];
    let failures = 1;
    const queue = new SoundQueue({
      play: async (sound) => {
        attempts.push(sound);
        if (failures-- > 0) throw new Error('audio blocked');
      },
      report: (_error, entry) => reported.push(entry),
      retryDelayMs: 0,
    });
    queue.enqueue('cha-ching', 'feed-9');
    queue.enqueue('pop', 'feed-10');
    await queue.idle();
    expect(reported.map((entry) => entry.id)).toEqual(['feed-9']);
    // The retry goes to the back of the queue, behind what was already waiting.
    expect(attempts).toEqual(['cha-ching', 'pop', 'cha-ching']);
  });

  it('gives up after the last attempt, each retry under its own id', async () => {
    const reported: string[] = [];
    const queue = new SoundQueue({
      play: () => Promise.reject(new Error('no audio device')),
      report: (_error, entry) => reported.push(entry.id),
      maxAttempts: 3,
      retryDelayMs: 0,
    });
    queue.enqueue('trumpet', 'feed-3');
    await queue.idle();
    expect(reported).toEqual(['feed-3', 'feed-3:retry-1', 'feed-3:retry-2']);
    expect(queue.size).toBe(0);
  });

  it('drops waiting sounds and pending retries when cleared (sounds turned off)', async () => {
    vi.useFakeTimers();
    try {
      const play = vi.fn(() => Promise.reject(new Error('blocked')));
      const queue = new SoundQueue({ play, report: vi.fn(), retryDelayMs: 1000 });
      queue.enqueue('pop', 'feed-1');
      await vi.advanceTimersByTimeAsync(10);
      queue.clear();
      await vi.advanceTimersByTimeAsync(2000);
      expect(play).toHaveBeenCalledTimes(1);
      expect(queue.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
