/**
 * The one /cable socket of this tab (docs/api.md 'Live updates'): ActionCable's JSON protocol,
 * subscriptions by channel name, reconnection with back-off. Delivery is at most once, so every
 * subscriber gets `onConnected` after each (re)connection to refetch what it shows.
 */

export type ChannelName = 'MarketChannel' | 'MarketFeedChannel' | 'NotificationChannel' | 'PublishedBidMappingChannel';

export interface Subscriber {
  onMessage: (message: unknown) => void;
  /** Called when the subscription is confirmed, first and after every reconnection. */
  onConnected?: () => void;
  onRejected?: () => void;
}

type SocketFactory = (url: string, protocols: string[]) => WebSocket;

/**
 * The subprotocols a socket offers: ActionCable's, and the websocket token as `cgx.token.<token>`,
 * so the token never sits in a URL (decision 0065). The server answers `actioncable-v1-json`.
 */
export function cableProtocols(token: string | null): string[] {
  return token ? ['actioncable-v1-json', `cgx.token.${token}`] : ['actioncable-v1-json'];
}

/** Our server pings every 15 s; silence for longer than this means the socket is dead. */
const STALE_AFTER_MS = 35_000;
const MAX_BACKOFF_MS = 30_000;

export class CableClient {
  private socket: WebSocket | null = null;
  private token: string | null = null;
  private readonly subscribers = new Map<ChannelName, Set<Subscriber>>();
  private readonly confirmed = new Set<ChannelName>();
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private staleTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;

  constructor(
    private readonly url: () => string,
    private readonly createSocket: SocketFactory = (url, protocols) => new WebSocket(url, protocols),
  ) {}

  /** The session's websocket token (null: anonymous). A change reconnects with the new identity. */
  setToken(token: string | null): void {
    if (token === this.token) return;
    this.token = token;
    if (this.socket) this.reconnectNow();
  }

  subscribe(channel: ChannelName, subscriber: Subscriber): () => void {
    let set = this.subscribers.get(channel);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
    }
    set.add(subscriber);
    if (!this.socket) this.connect();
    else if (set.size === 1) this.send({ command: 'subscribe', identifier: identifierOf(channel) });
    else if (this.confirmed.has(channel)) subscriber.onConnected?.();
    return () => this.unsubscribe(channel, subscriber);
  }

  private unsubscribe(channel: ChannelName, subscriber: Subscriber): void {
    const set = this.subscribers.get(channel);
    if (!set?.delete(subscriber) || set.size > 0) return;
    this.subscribers.delete(channel);
    this.confirmed.delete(channel);
    this.send({ command: 'unsubscribe', identifier: identifierOf(channel) });
    if (this.subscribers.size === 0) this.close();
  }

  private connect(): void {
    if (typeof WebSocket === 'undefined' && this.createSocket === defaultFactory) return;
    this.stopped = false;
    const socket = this.createSocket(this.url(), cableProtocols(this.token));
    this.socket = socket;
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.confirmed.clear();
      this.clearStale();
      // 4401: the token is no longer valid; retrying with it would fail again.
      if (event.code === 4401) this.token = null;
      if (!this.stopped && this.subscribers.size > 0) this.scheduleRetry();
    };
    socket.onerror = () => socket.close();
    this.touch();
  }

  private receive(raw: string): void {
    let frame: { type?: string; identifier?: string; message?: unknown };
    try {
      frame = JSON.parse(raw) as typeof frame;
    } catch {
      return;
    }
    this.touch();
    if (frame.type === 'welcome') {
      this.attempts = 0;
      for (const channel of this.subscribers.keys()) this.send({ command: 'subscribe', identifier: identifierOf(channel) });
      return;
    }
    const channel = frame.identifier ? channelOf(frame.identifier) : null;
    if (!channel) return;
    const set = [...(this.subscribers.get(channel) ?? [])];
    if (frame.type === 'confirm_subscription') {
      this.confirmed.add(channel);
      for (const subscriber of set) subscriber.onConnected?.();
    } else if (frame.type === 'reject_subscription') {
      for (const subscriber of set) subscriber.onRejected?.();
    } else if (frame.message !== undefined) {
      for (const subscriber of set) subscriber.onMessage(frame.message);
    }
  }

  private send(command: { command: string; identifier: string }): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(command));
  }

  private touch(): void {
    this.clearStale();
    this.staleTimer = setTimeout(() => this.reconnectNow(), STALE_AFTER_MS);
  }

  private clearStale(): void {
    if (this.staleTimer) clearTimeout(this.staleTimer);
    this.staleTimer = null;
  }

  private scheduleRetry(): void {
    const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** this.attempts) * (0.5 + Math.random() / 2);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.subscribers.size > 0) this.connect();
    }, delay);
  }

  private reconnectNow(): void {
    const old = this.socket;
    this.socket = null;
    this.confirmed.clear();
    this.clearStale();
    old?.close();
    if (this.subscribers.size > 0) this.connect();
  }

  /** Closes the socket; the next subscription opens it again. */
  close(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.clearStale();
    const old = this.socket;
    this.socket = null;
    this.confirmed.clear();
    old?.close();
  }
}

const defaultFactory: SocketFactory = (url, protocols) => new WebSocket(url, protocols);

const identifierOf = (channel: ChannelName) => JSON.stringify({ channel });

function channelOf(identifier: string): ChannelName | null {
  try {
    const value = JSON.parse(identifier) as { channel?: ChannelName };
    return value.channel ?? null;
  } catch {
    return null;
  }
}

function cableUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/cable`;
}

/** The tab's socket. SessionProvider keeps its token in step with the session. */
export const cable = new CableClient(cableUrl, defaultFactory);
