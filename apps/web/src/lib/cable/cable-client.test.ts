import { afterEach, describe, expect, it, vi } from 'vitest';
import { CableClient } from './cable-client';

class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 1;
  sent: unknown[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.onclose?.({ code: 1000 });
  }
  deliver(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

function latestSocket(): FakeSocket {
  if (!FakeSocket.last) throw new Error('no socket was opened');
  return FakeSocket.last;
}

const identifier = JSON.stringify({ channel: 'MarketChannel' });
const newClient = () =>
  new CableClient(
    () => 'ws://x/cable',
    (url, protocols) => new FakeSocket(url, protocols) as unknown as WebSocket,
  );

afterEach(() => vi.useRealTimers());

describe('CableClient', () => {
  it('subscribes after the welcome, confirms, and hands messages to the subscriber', () => {
    const client = newClient();
    const onMessage = vi.fn();
    const onConnected = vi.fn();
    client.subscribe('MarketChannel', { onMessage, onConnected });
    const socket = latestSocket();
    expect(socket.url).toBe('ws://x/cable');
    expect(socket.protocols).toEqual(['actioncable-v1-json']);
    socket.deliver({ type: 'welcome' });
    expect(socket.sent).toEqual([{ command: 'subscribe', identifier }]);
    socket.deliver({ identifier, type: 'confirm_subscription' });
    expect(onConnected).toHaveBeenCalledTimes(1);
    socket.deliver({ identifier, message: { cgx: 'open' } });
    expect(onMessage).toHaveBeenCalledWith({ cgx: 'open' });
    client.close();
  });

  it('reconnects with the new token when the session changes, and unsubscribes the last subscriber', () => {
    const client = newClient();
    const stop = client.subscribe('MarketChannel', { onMessage: vi.fn() });
    const first = latestSocket();
    client.setToken('ws-1');
    const second = latestSocket();
    expect(second).not.toBe(first);
    // The token travels as a subprotocol, never in the URL (decision 0065).
    expect(second.url).toBe('ws://x/cable');
    expect(second.protocols).toEqual(['actioncable-v1-json', 'cgx.token.ws-1']);
    second.deliver({ type: 'welcome' });
    stop();
    expect(second.sent).toContainEqual({ command: 'unsubscribe', identifier });
  });

  it('retries after the socket drops and calls onConnected again on the new confirmation', () => {
    vi.useFakeTimers();
    const client = newClient();
    const onConnected = vi.fn();
    client.subscribe('MarketChannel', { onMessage: vi.fn(), onConnected });
    const first = latestSocket();
    first.deliver({ type: 'welcome' });
    first.deliver({ identifier, type: 'confirm_subscription' });
    first.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(1000);
    const second = latestSocket();
    expect(second).not.toBe(first);
    second.deliver({ type: 'welcome' });
    second.deliver({ identifier, type: 'confirm_subscription' });
    expect(onConnected).toHaveBeenCalledTimes(2);
    client.close();
  });
});
