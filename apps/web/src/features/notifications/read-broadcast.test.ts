import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { openReadBroadcast, READ_CHANNEL_NAME } from './read-broadcast';

/** BroadcastChannel as browsers have it: every other channel of the same name hears a post, never the poster. */
class FakeChannel {
  static all: FakeChannel[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.all.push(this);
  }
  postMessage(data: unknown) {
    for (const other of FakeChannel.all) if (other !== this && other.name === this.name) other.onmessage?.({ data } as MessageEvent);
  }
  close() {
    FakeChannel.all = FakeChannel.all.filter((channel) => channel !== this);
  }
}

describe('openReadBroadcast', () => {
  it('tells the other windows over BroadcastChannel, not the one that read', () => {
    const environment = { BroadcastChannel: FakeChannel as unknown as typeof BroadcastChannel, target: window };
    const here = vi.fn();
    const there = vi.fn();
    const mine = openReadBroadcast(here, environment);
    const other = openReadBroadcast(there, environment);
    mine.announce();
    expect(there).toHaveBeenCalledTimes(1);
    expect(here).not.toHaveBeenCalled();
    expect(FakeChannel.all.map((channel) => channel.name)).toEqual([READ_CHANNEL_NAME, READ_CHANNEL_NAME]);
    other.close();
    mine.announce();
    expect(there).toHaveBeenCalledTimes(1);
    mine.close();
  });

  it('falls back to a localStorage write whose storage event other windows hear', () => {
    const target = new EventTarget() as unknown as Window;
    const storage = { setItem: vi.fn() } as unknown as Storage;
    const heard = vi.fn();
    const broadcast = openReadBroadcast(heard, { storage, target });
    broadcast.announce();
    broadcast.announce();
    expect(storage.setItem).toHaveBeenCalledTimes(2);
    const [first, second] = vi.mocked(storage.setItem).mock.calls;
    expect(first?.[0]).toBe(STORAGE_KEYS.notificationsRead);
    expect(first?.[1]).not.toBe(second?.[1]);
    // What another window's write looks like here:
    target.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.notificationsRead, newValue: '1' }));
    target.dispatchEvent(new StorageEvent('storage', { key: 'cgx.session', newValue: '1' }));
    expect(heard).toHaveBeenCalledTimes(1);
    broadcast.close();
    target.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.notificationsRead, newValue: '2' }));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
