import type { MarketSound } from '@cgx/domain/market-sounds';

export interface QueuedSound {
  /** The id it was first queued under (e.g. 'feed-42'). */
  baseId: string;
  /** This attempt's id: the base id, then 'feed-42:retry-1', 'feed-42:retry-2'... */
  id: string;
  sound: MarketSound;
  attempt: number;
}

export interface SoundQueueOptions {
  /** Plays one sound; resolves when it has finished, rejects when it could not play. */
  play: (sound: MarketSound) => Promise<void>;
  /** Told of every failed attempt. */
  report: (error: unknown, entry: QueuedSound) => void;
  /** Attempts per sound, the first included. */
  maxAttempts?: number;
  retryDelayMs?: number;
}

export const retryId = (baseId: string, retry: number): string => `${baseId}:retry-${retry}`;

/**
 * Plays market sounds one after another. spec 000 §8: a failure to play a sound is reported and
 * the sound is queued again under a retry id (a few times at most, a moment later, so a blocked
 * audio device does not loop for ever).
 */
export class SoundQueue {
  private readonly pending: QueuedSound[] = [];
  private running = false;
  /** Bumped by clear(), so a retry waiting out its delay is dropped too. */
  private generation = 0;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;

  constructor(private readonly options: SoundQueueOptions) {
    this.maxAttempts = options.maxAttempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 1000;
  }

  enqueue(sound: MarketSound, id: string): void {
    this.pending.push({ baseId: id, id, sound, attempt: 1 });
    void this.drain();
  }

  /** Forgets what is waiting (sounds turned off). */
  clear(): void {
    this.pending.length = 0;
    this.generation += 1;
  }

  get size(): number {
    return this.pending.length;
  }

  /** Resolves when nothing is left to play (tests, and turning sounds off). */
  async idle(): Promise<void> {
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 0));
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let entry = this.pending.shift(); entry; entry = this.pending.shift()) {
        try {
          await this.options.play(entry.sound);
        } catch (error) {
          this.options.report(error, entry);
          if (entry.attempt < this.maxAttempts) {
            const generation = this.generation;
            if (this.retryDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs));
            if (generation === this.generation)
              this.pending.push({ ...entry, id: retryId(entry.baseId, entry.attempt), attempt: entry.attempt + 1 });
          }
        }
      }
    } finally {
      this.running = false;
    }
  }
}
