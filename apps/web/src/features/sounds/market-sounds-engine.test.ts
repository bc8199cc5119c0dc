import { describe, expect, it, vi } from 'vitest';
import { feedItem } from '../../test/market-data.fixtures';
import { MarketSoundsEngine } from './market-sounds-engine';

const sink = () => ({ enqueue: vi.fn(), clear: vi.fn() });

describe('MarketSoundsEngine', () => {
  it('takes the first feed as the baseline, then chooses a sound for each new item', () => {
    const output = sink();
    const engine = new MarketSoundsEngine(output);
    engine.setOn(true);
    engine.observe([feedItem({ id: 4 }), feedItem({ id: 3 })]);
    expect(engine.getLastSound()).toBeNull();
    expect(output.enqueue).not.toHaveBeenCalled();

    engine.observe([feedItem({ id: 5, feedType: 'OFFER', sound: 'pop' }), feedItem({ id: 4 })]);
    expect(engine.getLastSound()).toBe('pop');
    expect(output.enqueue).toHaveBeenCalledWith('pop', 'feed-5');
    // The same item again (socket, then the refetch) plays once.
    engine.observe([feedItem({ id: 5, feedType: 'OFFER', sound: 'pop' })]);
    expect(output.enqueue).toHaveBeenCalledTimes(1);
  });

  it('chooses but does not play while sounds are off, and clears the queue when turned off', () => {
    const output = sink();
    const engine = new MarketSoundsEngine(output);
    const listener = vi.fn();
    engine.subscribe(listener);
    engine.observe([]);
    engine.setTradedToday('9990');
    engine.observe([feedItem({ id: 1, quantity: '20.000', sound: null })]);
    expect(engine.getLastSound()).toBe('trumpet');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(output.enqueue).not.toHaveBeenCalled();
    engine.setOn(true);
    engine.setOn(false);
    expect(output.clear).toHaveBeenCalled();
  });
});
