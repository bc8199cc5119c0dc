import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { MSG } from '@cgx/domain/messages';
import type { ErrorEvent } from '@sentry/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { eq } from 'drizzle-orm';
import { jobs } from '../db/schema/platform.ts';
import { runNextJob } from '../queue/run-next-job.ts';
import { jobRegistry } from '../queue/job-definition.ts';
import { bearerFor, createUser } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';
import { flushErrorReports, scrubEvent } from './error-reporting.ts';

/** A Sentry-compatible server in miniature: keeps the raw text of every envelope posted to it. */
function captureServer() {
  const envelopes: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push((request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, envelopes };
}

/** The error events of the envelopes (an envelope is lines of JSON: a header, then each item's header and payload). */
function errorEvents(envelopes: string[]): ErrorEvent[] {
  return envelopes.flatMap((text) => {
    const lines = text.split('\n').filter(Boolean);
    const events: ErrorEvent[] = [];
    for (let index = 1; index + 1 < lines.length; index += 2) {
      if (JSON.parse(lines[index] ?? '{}').type === 'event') events.push(JSON.parse(lines[index + 1] ?? '{}'));
    }
    return events;
  });
}

const capture = captureServer();
const overrides: Partial<Config> = {};
beforeAll(async () => {
  await new Promise<void>((resolve) => capture.server.listen(0, '127.0.0.1', resolve));
  const { port } = capture.server.address() as AddressInfo;
  // Read by useTestApp's beforeAll, which runs after this one.
  Object.assign(overrides, { sentryDsn: `http://publickey@127.0.0.1:${port}/7`, release: 'cgx@test-release' });
});
afterAll(() => new Promise<void>((resolve) => capture.server.close(() => resolve())));

/** A worker that knows no job kind: every job it claims is unknown. */
const NO_JOBS = jobRegistry([]);

describe('error reporting to a Sentry-compatible server', () => {
  const t = useTestApp(overrides);
  let base = '';

  beforeAll(async () => {
    // A route with a bug in it, behind the real hooks and error handler.
    t.app.post('/api/test/broken', async () => {
      throw new Error('the broken route broke');
    });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('sends an unexpected error with the release and the user id, and no token, cookie or password', async () => {
    const user = await createUser(t.context, 'Grower');
    const { authorization, token } = await bearerFor(t.context, user);
    const response = await fetch(`${base}/api/test/broken?token=query-secret-123&page=2`, {
      method: 'POST',
      headers: { authorization, cookie: 'sid=cookie-secret-456', 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'hunter2-secret-789', passwordToken: 'pt-secret-000', note: 'kept in the report' }),
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: MSG.unexpectedError });
    await flushErrorReports();

    const [event, ...others] = errorEvents(capture.envelopes);
    expect(others).toEqual([]);
    expect(event?.exception?.values?.[0]?.value).toBe('the broken route broke');
    expect(event?.user).toEqual({ id: String(user.id) });
    expect(event?.release).toBe('cgx@test-release');
    expect(event?.environment).toBe('test');
    expect(event?.tags?.route).toBe('POST /api/test/broken');

    const raw = capture.envelopes.join('\n');
    for (const secret of [token, 'query-secret-123', 'cookie-secret-456', 'hunter2-secret-789', 'pt-secret-000']) {
      expect(raw).not.toContain(secret);
    }
    expect(raw).not.toMatch(/bearer/i);
    // What helps to find the bug is still there.
    expect(event?.request?.url).toContain('/api/test/broken');
    expect(JSON.stringify(event?.request?.data)).toContain('kept in the report');
  });

  it('sends nothing for answers in the 4xx range', async () => {
    const before = capture.envelopes.length;
    expect((await fetch(`${base}/api/notifications`)).status).toBe(401);
    const user = await createUser(t.context, 'Grower');
    const { authorization } = await bearerFor(t.context, user);
    const invalid = await fetch(`${base}/api/reference/towns?query=${'x'.repeat(100)}`, { headers: { authorization } });
    expect(invalid.status).toBe(400);
    expect((await fetch(`${base}/api/nothing-here`)).status).toBe(404);
    await flushErrorReports();
    // Release health's session counts may come; no error does.
    expect(errorEvents(capture.envelopes.slice(before))).toEqual([]);
  });
  it('sends a job that failed its last attempt, by its kind and id and never its payload, and not one that will retry', async () => {
    const before = capture.envelopes.length;
    const insert = (maxAttempts: number) =>
      t.context.db
        .insert(jobs)
        // Due a second ago: PostgreSQL's now() has microseconds, the claim's clock milliseconds, and a
        // claim in the same millisecond as the insert would otherwise find the job not yet due.
        .values({ name: 'no-such-job', payload: { note: 'payload-secret-321' }, maxAttempts, runAt: new Date(Date.now() - 1_000) })
        .returning({ id: jobs.id });
    const [retrying] = await insert(5);
    expect(await runNextJob(t.context, NO_JOBS, 'reporting-test')).toBe(true);
    await flushErrorReports();
    expect(errorEvents(capture.envelopes.slice(before))).toEqual([]);
    await t.context.db.delete(jobs).where(eq(jobs.id, retrying?.id ?? 0));

    const [last] = await insert(1);
    expect(await runNextJob(t.context, NO_JOBS, 'reporting-test')).toBe(true);
    await flushErrorReports();
    const [event, ...others] = errorEvents(capture.envelopes.slice(before));
    expect(others).toEqual([]);
    expect(event?.exception?.values?.[0]?.value).toBe('unknown job no-such-job');
    expect(event?.tags).toMatchObject({ job: 'no-such-job', jobId: String(last?.id), attempts: '1' });
    expect(capture.envelopes.slice(before).join('\n')).not.toContain('payload-secret-321');
  });
});

describe('scrubEvent', () => {
  it('removes secrets wherever the SDK put them, and keeps the user by id only', () => {
    const event = scrubEvent({
      type: undefined,
      user: { id: '7', email: 'grower@example.com.au', ip_address: '10.1.1.1' },
      request: {
        url: 'https://cgx.test/cable?token=abc&channel=market',
        query_string: 'token=abc&wsToken=def&page=1',
        headers: { Authorization: 'Bearer abc', Cookie: 'sid=1', 'user-agent': 'test' },
        cookies: { sid: '1' },
        data: { loginNumber: '1234567', password: 'p', nested: { mfaCode: '123456', code: '654321' } },
      },
      breadcrumbs: [{ category: 'http', data: { url: 'https://cgx.test/api/x?password=p&y=1', method: 'GET' } }],
      extra: { resetToken: 'r' },
    });
    expect(event.user).toEqual({ id: '7' });
    expect(event.request?.headers).toEqual({ 'user-agent': 'test' });
    expect(event.request?.cookies).toBeUndefined();
    expect(event.request?.url).toBe('https://cgx.test/cable?token=%5BFiltered%5D&channel=market');
    expect(event.request?.query_string).toBe('token=%5BFiltered%5D&wsToken=%5BFiltered%5D&page=1');
    expect(event.request?.data).toEqual({
      loginNumber: '1234567',
      password: '[Filtered]',
      nested: { mfaCode: '123456', code: '[Filtered]' },
    });
    expect(event.breadcrumbs?.[0]?.data?.url).toBe('https://cgx.test/api/x?password=%5BFiltered%5D&y=1');
    expect(event.extra).toEqual({ resetToken: '[Filtered]' });
  });
});
