import { z } from 'zod';

/** ActionCable's JSON protocol (actioncable-v1-json), the part a browser client uses. */

export const UNAUTHORISED_CLOSE_CODE = 4401;
export const UNAUTHORISED_CLOSE_REASON = 'unauthorised';

/** The subprotocol the server speaks; a client that asks for subprotocols must include it. */
export const CABLE_PROTOCOL = 'actioncable-v1-json';
/**
 * A signed-in client offers its websocket token as one more subprotocol, `cgx.token.<wsToken>`
 * (browsers cannot set other headers on a socket), so it never appears in a URL or a request
 * log. The server never picks it: it answers CABLE_PROTOCOL.
 */
export const TOKEN_PROTOCOL_PREFIX = 'cgx.token.';

const MAX_IDENTIFIER_LENGTH = 1024;

const ZCableCommand = z.object({
  command: z.enum(['subscribe', 'unsubscribe']),
  identifier: z.string().min(1).max(MAX_IDENTIFIER_LENGTH),
});
export type TCableCommand = z.infer<typeof ZCableCommand>;

const ZIdentifier = z.object({ channel: z.string().min(1) });

export const ERRORS = {
  notText: 'Frames must be text.',
  notJson: 'Frames must be JSON.',
  badCommand: 'Expected {"command":"subscribe"|"unsubscribe","identifier":"{\\"channel\\":\\"...\\"}"}.',
  badIdentifier: 'The identifier must be a JSON object with a channel, e.g. {"channel":"MarketChannel"}.',
  notSubscribed: 'Not subscribed to that identifier.',
};

export function parseCommand(text: string): TCableCommand | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: ERRORS.notJson };
  }
  const parsed = ZCableCommand.safeParse(value);
  return parsed.success ? parsed.data : { error: ERRORS.badCommand };
}

/** The channel named by an identifier (itself a JSON string), or null. */
export function channelOf(identifier: string): string | null {
  try {
    const parsed = ZIdentifier.safeParse(JSON.parse(identifier));
    return parsed.success ? parsed.data.channel : null;
  } catch {
    return null;
  }
}

/**
 * A published message reaches every subscriber of its topic as the same object (the pub/sub decodes
 * a payload once), so its frame is written once per identifier and reused: a trade on the market
 * feed goes to a thousand sockets for one JSON.stringify, not a thousand (docs/performance.md).
 */
const framesOfMessage = new WeakMap<object, Map<string, string>>();
function messageFrame(identifier: string, message: unknown): string {
  if (typeof message !== 'object' || message === null) return JSON.stringify({ identifier, message });
  let byIdentifier = framesOfMessage.get(message);
  if (!byIdentifier) {
    byIdentifier = new Map();
    framesOfMessage.set(message, byIdentifier);
  }
  let frame = byIdentifier.get(identifier);
  if (frame === undefined) {
    frame = JSON.stringify({ identifier, message });
    byIdentifier.set(identifier, frame);
  }
  return frame;
}

export const frames = {
  welcome: () => JSON.stringify({ type: 'welcome' }),
  ping: (now: Date) => JSON.stringify({ type: 'ping', message: Math.floor(now.getTime() / 1000) }),
  confirm: (identifier: string) => JSON.stringify({ identifier, type: 'confirm_subscription' }),
  reject: (identifier: string) => JSON.stringify({ identifier, type: 'reject_subscription' }),
  message: (identifier: string, message: unknown) => messageFrame(identifier, message),
  error: (message: string) => JSON.stringify({ type: 'error', message }),
  /** ActionCable clients stop reconnecting when told reconnect: false. */
  disconnect: (reason: 'unauthorized' | 'server_restart', reconnect: boolean) => JSON.stringify({ type: 'disconnect', reason, reconnect }),
};
