import { describe, expect, it } from 'vitest';
import { dec } from './decimal.ts';
import { crossesMilestone, soundForFeedItem, tradeSizeSound } from './market-sounds.ts';

const trade = (quantity: string) => ({ feedType: 'TRADE' as const, quantity });

describe('trade size sounds', () => {
  it.each([
    ['0.001', 'cha-ching'],
    ['99.999', 'cha-ching'],
    ['100', 'clapping'],
    ['100.000', 'clapping'],
    ['999.999', 'clapping'],
    ['1000', 'fireworks'],
    ['5000', 'fireworks'],
  ])('%s t plays %s', (quantity, sound) => {
    expect(tradeSizeSound(quantity)).toBe(sound);
    expect(soundForFeedItem(trade(quantity), '10000', dec('10000').plus(quantity))).toBe(sound);
  });
});

describe('milestones', () => {
  it('plays the trumpet when tradedToday reaches or crosses 10,000 t, whatever the trade size', () => {
    expect(soundForFeedItem(trade('50'), '9950', '10000')).toBe('trumpet');
    expect(soundForFeedItem(trade('0.002'), '9999.999', '10000.001')).toBe('trumpet');
    expect(soundForFeedItem(trade('1500'), '9000', '10500')).toBe('trumpet');
  });

  it('plays the trumpet again at 20,000 t, and once for a trade that jumps two boundaries', () => {
    expect(soundForFeedItem(trade('200'), '19900', '20100')).toBe('trumpet');
    expect(soundForFeedItem(trade('25000'), '100', '25100')).toBe('trumpet');
  });

  it('does not play it just below a boundary, or after one was already reached', () => {
    expect(soundForFeedItem(trade('50'), '9900', '9950')).toBe('cha-ching');
    expect(soundForFeedItem(trade('0.001'), '9999.998', '9999.999')).toBe('cha-ching');
    expect(soundForFeedItem(trade('500'), '10000', '10500')).toBe('clapping');
    expect(soundForFeedItem(trade('2000'), '10000', '12000')).toBe('fireworks');
    expect(crossesMilestone('20000', '29999.999')).toBe(false);
    expect(crossesMilestone('19999.999', '20000')).toBe(true);
  });
});

describe('offers', () => {
  it('pop, whatever their size and the day total', () => {
    expect(soundForFeedItem({ feedType: 'OFFER', quantity: '5000' }, '9990', '9990')).toBe('pop');
    expect(soundForFeedItem({ feedType: 'OFFER', quantity: '20' }, '0', '0')).toBe('pop');
  });
});
