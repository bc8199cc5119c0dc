import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { CABLE_PROTOCOL, TOKEN_PROTOCOL_PREFIX } from './protocol.ts';

/** A frame from the server, parsed. */
export type CableFrame = { type?: string; identifier?: string; message?: unknown; reason?: string; reconnect?: boolean };

type Waiter = { match: (frame: CableFrame) => boolean; resolve: (frame: CableFrame) => void };

export const identifierOf = (channel: string) => JSON.stringify({ channel });

/**
 * The ws:// address of an app that listens (`app.listen({ port: 0, host: '127.0.0.1' })`). A token
 * given here is the tests' shorthand: `CableTestClient.connect` moves it into the
 * Sec-WebSocket-Protocol header, as the web app sends it; the server never reads it from the URL.
 */
export function cableUrl(app: { server: { address(): unknown } }, token?: string) {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/cable${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
}

/** A test's socket: keeps every frame so a test can wait for the one it expects. */
export class CableTestClient {
  readonly frames: CableFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters: Waiter[] = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as CableFrame;
      const waiter = this.waiters.find((candidate) => candidate.match(frame));
      if (waiter) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      } else {
        this.frames.push(frame);
      }
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Connects as the web app does: a `?token=` of the URL travels as the `cgx.token.<token>` subprotocol. */
  static connect(url: string, protocols?: string[]): Promise<CableTestClient> {
    const parsed = new URL(url);
    const token = parsed.searchParams.get('token');
    if (token === null) return CableTestClient.open(url, protocols);
    parsed.searchParams.delete('token');
    const offered = [...(protocols ?? [CABLE_PROTOCOL]), `${TOKEN_PROTOCOL_PREFIX}${token}`];
    return CableTestClient.open(parsed.toString(), offered);
  }

  /** Connects to exactly this URL with exactly these subprotocols. */
  static async open(url: string, protocols?: string[]): Promise<CableTestClient> {
    const socket = new WebSocket(url, protocols);
    const client = new CableTestClient(socket);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return client;
  }

  /** The first frame (already received or still to come) that matches; fails after timeoutMs. */
  next(match: (frame: CableFrame) => boolean, timeoutMs = 5_000): Promise<CableFrame> {
    const index = this.frames.findIndex(match);
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0] as CableFrame);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        match,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no matching frame within ${timeoutMs} ms; received ${JSON.stringify(this.frames)}`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  nextOfType(type: string, timeoutMs?: number) {
    return this.next((frame) => frame.type === type, timeoutMs);
  }

  /** Frames for a subscription, i.e. with an identifier and no type. */
  nextMessage(identifier: string, timeoutMs?: number) {
    return this.next((frame) => frame.identifier === identifier && frame.type === undefined, timeoutMs);
  }

  send(frame: unknown) {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Sends subscribe and answers 'confirm_subscription' or 'reject_subscription'. */
  async subscribe(channel: string, identifier = identifierOf(channel)): Promise<string | undefined> {
    this.send({ command: 'subscribe', identifier });
    const answer = await this.next(
      (frame) => frame.identifier === identifier && (frame.type === 'confirm_subscription' || frame.type === 'reject_subscription'),
    );
    return answer.type;
  }

  /** Waits a moment and answers the frames that arrived in it, for asserting that nothing came. */
  async framesWithin(ms: number): Promise<CableFrame[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return this.frames.filter((frame) => frame.type !== 'ping');
  }

  async close() {
    if (this.socket.readyState === WebSocket.CLOSED) return;
    this.socket.close();
    await this.closed;
  }
}
