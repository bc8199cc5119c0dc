import { dec, type DecimalInput } from './decimal.ts';

/**
 * spec 000 §9 sound rules for the market feed. Kept here rather than in constants.ts because
 * they are only read by these rules (and the sounds page that plays them).
 */

/** A trumpet plays when tradedToday reaches the next multiple of this many tonnes. */
export const SOUND_MILESTONE_TONNES = '10000';
/** A trade under this many tonnes plays cha-ching. */
export const SOUND_SMALL_TRADE_TONNES = '100';
/** A trade under this many tonnes (and at least the small size) plays clapping; larger ones fireworks. */
export const SOUND_LARGE_TRADE_TONNES = '1000';

export const MARKET_SOUNDS = ['trumpet', 'pop', 'cha-ching', 'clapping', 'fireworks'] as const;
export type MarketSound = (typeof MARKET_SOUNDS)[number];

export type FeedType = 'OFFER' | 'TRADE';

const milestonesIn = (tonnes: DecimalInput) => dec(tonnes).dividedToIntegerBy(SOUND_MILESTONE_TONNES);

/** True when the day's traded tonnes reach or pass a multiple of 10,000 t between before and after. */
export const crossesMilestone = (tradedTodayBefore: DecimalInput, tradedTodayAfter: DecimalInput): boolean =>
  milestonesIn(tradedTodayAfter).greaterThan(milestonesIn(tradedTodayBefore));

/** The sound of a trade by its size alone. */
export function tradeSizeSound(quantity: DecimalInput): MarketSound {
  const tonnes = dec(quantity);
  if (tonnes.lessThan(SOUND_SMALL_TRADE_TONNES)) return 'cha-ching';
  if (tonnes.lessThan(SOUND_LARGE_TRADE_TONNES)) return 'clapping';
  return 'fireworks';
}

/**
 * The sound of a new feed item. A new offer pops. A trade that takes the day's traded tonnes
 * across a 10,000 t boundary plays the trumpet (the milestone wins over the size sound);
 * otherwise its size decides. tradedToday before and after are that Sydney day's totals.
 */
export function soundForFeedItem(
  item: { feedType: FeedType; quantity: DecimalInput },
  tradedTodayBefore: DecimalInput,
  tradedTodayAfter: DecimalInput,
): MarketSound {
  if (item.feedType === 'OFFER') return 'pop';
  if (crossesMilestone(tradedTodayBefore, tradedTodayAfter)) return 'trumpet';
  return tradeSizeSound(item.quantity);
}
