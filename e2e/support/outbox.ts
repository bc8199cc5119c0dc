import { type APIRequestContext, expect } from '@playwright/test';

type OutboxMessage = { id: number; type: 'email' | 'sms'; kind: string; subject: string | null; body: string; summary: string };

/**
 * The newest message of a kind sent to an address after `afterId`, read through the
 * development outbox (DEV_TOOLS=true). Waits for it: messages are written by the request
 * that causes them, so it is there at once, but polling keeps the journeys honest.
 */
export async function waitForMessage(request: APIRequestContext, to: string, kind: string, afterId = 0): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=20`);
        const messages = (await response.json()) as OutboxMessage[];
        found = messages.find((message) => message.kind === kind && message.id > afterId);
        return found !== undefined;
      },
      { message: `a ${kind} message to ${to}` },
    )
    .toBe(true);
  return found as OutboxMessage;
}

export async function latestMessageId(request: APIRequestContext, to: string): Promise<number> {
  const messages = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`)).json()) as OutboxMessage[];
  return messages[0]?.id ?? 0;
}

export const codeFrom = (message: OutboxMessage) => /code is (\d{6})/.exec(message.summary)?.[1] ?? '';

/** The first link in a message, made relative so the page stays on the test server. */
export function linkFrom(message: OutboxMessage): string {
  const url = /(https?:\/\/\S+?token=[A-Za-z0-9_\-%]+)/.exec(message.summary)?.[1];
  if (!url) throw new Error(`no link in: ${message.summary}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export async function shiftServerClock(request: APIRequestContext, minutes: number) {
  const response = await request.post('/api/dev/clock', { data: { minutes } });
  expect(response.ok()).toBe(true);
}
