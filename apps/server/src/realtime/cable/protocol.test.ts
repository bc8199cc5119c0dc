import { describe, expect, it, vi } from 'vitest';
import { frames } from './protocol.ts';

describe('message frames', () => {
  const feed = JSON.stringify({ channel: 'MarketFeedChannel' });

  it('are what ActionCable clients read', () => {
    const message = { id: 7, feedType: 'TRADE', price: '301.50' };
    expect(JSON.parse(frames.message(feed, message))).toEqual({ identifier: feed, message });
    expect(JSON.parse(frames.message(feed, 'text'))).toEqual({ identifier: feed, message: 'text' });
  });

  it('are written once for a message sent to many sockets, per identifier the sockets used', () => {
    const message = { id: 8, feedType: 'TRADE' };
    const stringify = vi.spyOn(JSON, 'stringify');
    const first = frames.message(feed, message);
    for (let socket = 0; socket < 1000; socket += 1) expect(frames.message(feed, message)).toBe(first);
    expect(stringify).toHaveBeenCalledTimes(1);
    stringify.mockRestore();
    const spaced = '{"channel": "MarketFeedChannel"}';
    expect(JSON.parse(frames.message(spaced, message))).toEqual({ identifier: spaced, message });
    // Another message with the same content is framed on its own.
    expect(frames.message(feed, { id: 9, feedType: 'TRADE' })).not.toBe(first);
  });
});
