import type { MarketSound } from '@cgx/domain/market-sounds';

/**
 * The five market sounds, synthesised with the Web Audio API (no sound files). Each recipe
 * schedules its notes on `out` from time `at` and returns how long it lasts, in seconds.
 */
type Recipe = (context: AudioContext, out: AudioNode, at: number) => number;

function tone(
  context: AudioContext,
  out: AudioNode,
  options: { type: OscillatorType; from: number; to?: number; at: number; length: number; volume: number },
) {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = options.type;
  oscillator.frequency.setValueAtTime(options.from, options.at);
  if (options.to) oscillator.frequency.exponentialRampToValueAtTime(options.to, options.at + options.length);
  gain.gain.setValueAtTime(0.0001, options.at);
  gain.gain.exponentialRampToValueAtTime(options.volume, options.at + 0.01);
  gain.gain.exponentialRampToValueAtTime(0.0001, options.at + options.length);
  oscillator.connect(gain).connect(out);
  oscillator.start(options.at);
  oscillator.stop(options.at + options.length + 0.05);
}

let noiseBuffer: AudioBuffer | null = null;
function noise(
  context: AudioContext,
  out: AudioNode,
  options: { at: number; length: number; volume: number; frequency: number; q?: number },
) {
  if (!noiseBuffer || noiseBuffer.sampleRate !== context.sampleRate) {
    noiseBuffer = context.createBuffer(1, context.sampleRate, context.sampleRate);
    const data = noiseBuffer.getChannelData(0);
    for (let index = 0; index < data.length; index += 1) data[index] = Math.random() * 2 - 1;
  }
  const source = context.createBufferSource();
  source.buffer = noiseBuffer;
  const filter = context.createBiquadFilter();
  filter.type = 'bandpass';
  filter.frequency.value = options.frequency;
  filter.Q.value = options.q ?? 1;
  const gain = context.createGain();
  gain.gain.setValueAtTime(options.volume, options.at);
  gain.gain.exponentialRampToValueAtTime(0.0001, options.at + options.length);
  source.connect(filter).connect(gain).connect(out);
  source.start(options.at, Math.random() * 0.5);
  source.stop(options.at + options.length + 0.05);
}

/** A new offer: one short, rising bubble. */
const pop: Recipe = (context, out, at) => {
  tone(context, out, { type: 'sine', from: 380, to: 900, at, length: 0.09, volume: 0.5 });
  return 0.2;
};

/** A small trade: a cash-register 'cha-ching', two bright bells over a rattle. */
const chaChing: Recipe = (context, out, at) => {
  noise(context, out, { at, length: 0.08, volume: 0.25, frequency: 3000, q: 0.8 });
  tone(context, out, { type: 'triangle', from: 1319, at: at + 0.05, length: 0.18, volume: 0.35 });
  tone(context, out, { type: 'triangle', from: 2637, at: at + 0.05, length: 0.18, volume: 0.12 });
  tone(context, out, { type: 'triangle', from: 1760, at: at + 0.22, length: 0.6, volume: 0.4 });
  tone(context, out, { type: 'triangle', from: 3520, at: at + 0.22, length: 0.5, volume: 0.12 });
  return 0.9;
};

/** A medium trade: a short round of applause. */
const clapping: Recipe = (context, out, at) => {
  let time = at;
  for (let clap = 0; clap < 14; clap += 1) {
    noise(context, out, { at: time, length: 0.06, volume: 0.45, frequency: 1100 + Math.random() * 900, q: 1.2 });
    time += 0.07 + Math.random() * 0.07;
  }
  return time - at + 0.15;
};

/** A large trade: whistling rockets and their bursts. */
const fireworks: Recipe = (context, out, at) => {
  for (let rocket = 0; rocket < 3; rocket += 1) {
    const start = at + rocket * 0.45;
    tone(context, out, { type: 'sine', from: 600, to: 2200, at: start, length: 0.35, volume: 0.12 });
    noise(context, out, { at: start + 0.35, length: 0.6, volume: 0.7, frequency: 500 + rocket * 250, q: 0.6 });
    for (let crackle = 0; crackle < 5; crackle += 1)
      noise(context, out, { at: start + 0.5 + crackle * 0.06, length: 0.03, volume: 0.25, frequency: 4000, q: 2 });
  }
  return 2;
};

/** tradedToday passed another 10,000 t: a short brass fanfare. */
const trumpet: Recipe = (context, out, at) => {
  const filter = context.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = 2400;
  filter.connect(out);
  const notes: [number, number, number][] = [
    [523.25, 0, 0.14],
    [523.25, 0.16, 0.14],
    [523.25, 0.32, 0.14],
    [659.25, 0.48, 0.3],
    [783.99, 0.8, 0.7],
  ];
  for (const [frequency, offset, length] of notes) {
    tone(context, filter, { type: 'sawtooth', from: frequency, at: at + offset, length, volume: 0.25 });
    tone(context, filter, { type: 'square', from: frequency * 2, at: at + offset, length, volume: 0.04 });
  }
  return 1.6;
};

export const SOUND_RECIPES: Readonly<Record<MarketSound, Recipe>> = {
  pop,
  'cha-ching': chaChing,
  clapping,
  fireworks,
  trumpet,
};
