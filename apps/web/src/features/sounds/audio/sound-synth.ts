import type { MarketSound } from '@cgx/domain/market-sounds';
import { SOUND_RECIPES } from './sound-recipes';

type AudioContextClass = typeof AudioContext;

const RESUME_TIMEOUT_MS = 1500;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

async function resume(context: AudioContext): Promise<void> {
  if (context.state === 'running') return;
  await Promise.race([context.resume(), new Promise((resolve) => setTimeout(resolve, RESUME_TIMEOUT_MS))]);
  // resume() changed the state behind TypeScript's back.
  const state = context.state as AudioContextState;
  if (state !== 'running') throw new Error(`The browser keeps audio ${state}`);
}

/**
 * The market sounds' one AudioContext. Browsers keep audio blocked until a user gesture, so
 * `unlock` is called from one (turning sounds on, or the first click on a page where they were
 * already on); `play` fails while audio is still blocked, and the queue retries.
 */
export class SoundSynth {
  private context: AudioContext | null = null;

  get unlocked(): boolean {
    return this.context?.state === 'running';
  }

  async unlock(): Promise<void> {
    const Context = audioContextClass();
    if (!Context) throw new Error('This browser cannot play sounds (no Web Audio)');
    this.context ??= new Context();
    await resume(this.context);
  }

  async play(sound: MarketSound): Promise<void> {
    const context = this.context;
    if (!context) throw new Error('Sounds have not been turned on in this page yet');
    await resume(context);
    const out = context.createGain();
    out.gain.value = 0.8;
    out.connect(context.destination);
    const seconds = SOUND_RECIPES[sound](context, out, context.currentTime + 0.02);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    out.disconnect();
  }
}
