import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { CableTestClient, cableUrl } from '../realtime/cable/cable-test-client.ts';
import { useTestApp } from '../test/test-app.ts';
import { createLogger, redactSecrets } from './logger.ts';

const t = useTestApp();

describe('redactSecrets', () => {
  it('hides the values of token-like query parameters and keeps the rest', () => {
    expect(redactSecrets('/impersonate?token=abc&ws_token=def&organisationId=3&redirect_url=/portal')).toBe(
      '/impersonate?token=[redacted]&ws_token=[redacted]&organisationId=3&redirect_url=/portal',
    );
    expect(redactSecrets('{"url":"/x?wsToken=a-b_c&code=123456&passwordToken=p"}')).toBe(
      '{"url":"/x?wsToken=[redacted]&code=[redacted]&passwordToken=[redacted]"}',
    );
    expect(redactSecrets('Route GET:/cable?token=abc not found')).toBe('Route GET:/cable?token=[redacted] not found');
    expect(redactSecrets('/market/offers?page=2')).toBe('/market/offers?page=2');
  });
});

describe('the request log', () => {
  it('never carries a token from a URL, at the most verbose level', async () => {
    const lines: string[] = [];
    const log = createLogger('trace', { write: (line: string) => lines.push(line) });
    const app = await buildApp({ ...t.context, log });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const secrets = ['reset-secret-1', 'impersonation-secret-2', 'ws-secret-3', 'cable-secret-4', 'code-secret-5', 'confirm-secret-6'];
      await app.inject({ method: 'GET', url: `/reset-password?token=${secrets[0]}` });
      await app.inject({ method: 'GET', url: `/impersonate?token=${secrets[1]}&ws_token=${secrets[2]}&organisationId=1` });
      await app.inject({ method: 'GET', url: `/cable?token=${secrets[3]}` });
      await app.inject({ method: 'GET', url: `/api/nothing-here?code=${secrets[4]}` });
      await app.inject({ method: 'POST', url: `/api/registrations/confirm?token=${secrets[5]}`, payload: { token: secrets[5] } });
      // A real socket with a token in its URL (an old client): logged, redacted.
      const socket = await CableTestClient.open(cableUrl(app, 'socket-secret-7'));
      await socket.nextOfType('welcome');
      await socket.close();

      const text = lines.join('');
      expect(lines.length).toBeGreaterThan(10);
      expect(text).toContain('/reset-password?token=[redacted]');
      expect(text).toContain('/cable?token=[redacted]');
      for (const secret of [...secrets, 'socket-secret-7']) expect(text).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
