import pino, { type DestinationStream } from 'pino';

export type Logger = pino.Logger;

/**
 * A query parameter whose value is a secret: any name with token, password, secret, code, key or
 * signature in it (token, ws_token, wsToken, code, passwordToken…). Over-matching (postcode) only
 * hides a value from the log.
 */
const SECRET_QUERY_VALUE = /([?&;][^=&#?\s"]*(?:token|password|secret|code|key|signature)[^=&#?\s"]*=)[^&#\s"\\]*/gi;

/** '/reset-password?token=abc&x=1' → '/reset-password?token=[redacted]&x=1' */
export const redactSecrets = (text: string): string => text.replace(SECRET_QUERY_VALUE, '$1[redacted]');

/**
 * Every line is redacted as it is written, whatever its level and wherever the URL sits (the
 * request's url, Fastify's 'Route GET:/… not found', an error message), so a token in a link
 * (/reset-password?token=, an old /cable?token=) never reaches the log (decision 0066).
 */
function redacting(destination: DestinationStream): DestinationStream {
  return { write: (line: string) => destination.write(redactSecrets(line)) };
}

export const createLogger = (level: string, destination: DestinationStream = pino.destination(1)): Logger =>
  pino({ level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime }, redacting(destination));
