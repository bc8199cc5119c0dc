import { describe, expect, it } from 'vitest';
import { feedItem } from '../../test/market-data.fixtures';
import { chooseSounds, newFeedItems } from './choose-sounds';

const trade = (id: number, quantity: string) => feedItem({ id, feedType: 'TRADE', quantity, sound: null });
const offer = (id: number) => feedItem({ id, feedType: 'OFFER', quantity: '300.000', sound: null });

describe('chooseSounds (spec 000 §9 sound rules)', () => {
  it('pops for an offer and sizes a trade: cha-ching under 100 t, clapping under 1,000 t, fireworks otherwise', () => {
    const { chosen, tradedTodayAfter } = chooseSounds(
      [offer(1), trade(2, '99.999'), trade(3, '100'), trade(4, '999.9'), trade(5, '1000')],
      '0',
    );
    expect(chosen.map((choice) => choice.sound)).toEqual(['pop', 'cha-ching', 'clapping', 'clapping', 'fireworks']);
    expect(tradedTodayAfter).toBe('2199.899');
  });

  it('plays the trumpet for the trade that takes tradedToday across a 10,000 t boundary', () => {
    const { chosen } = chooseSounds([trade(1, '50'), trade(2, '60'), trade(3, '20')], '9900');
    expect(chosen.map((choice) => choice.sound)).toEqual(['cha-ching', 'trumpet', 'cha-ching']);
    expect(chooseSounds([trade(1, '100')], '19900').chosen[0]?.sound).toBe('trumpet');
  });

  it("uses the sound the server recorded in the trade's transaction when there is one", () => {
    const { chosen } = chooseSounds([feedItem({ id: 7, quantity: '20.000', sound: 'trumpet' })], '0');
    expect(chosen).toEqual([{ itemId: 7, sound: 'trumpet' }]);
  });

  it('keeps only items newer than the last seen, oldest first', () => {
    expect(newFeedItems([trade(5, '1'), trade(3, '1'), trade(4, '1')], 3).map((item) => item.id)).toEqual([4, 5]);
  });
});
