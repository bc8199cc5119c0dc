import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { useTestApp } from '../../test/test-app.ts';
import { presentAppStatus } from './app-status.presenter.ts';
import { readFeatureFlags } from './feature-flags.repository.ts';

describe('GET /api/app-status with error reporting and a tag manager configured', () => {
  const t = useTestApp({
    sentryDsn: 'https://serverkey@errors.example.com/1',
    sentryWebDsn: 'https://browserkey@errors.example.com/2',
    sentryEnvironment: 'staging',
    release: 'cgx@1.2.3',
    gtmId: 'GTM-ABC123',
  });

  it('gives the browser its own DSN, the environment, the release and the tag manager id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app-status' });
    expect(response.statusCode).toBe(200);
    expect(response.json().monitoring).toEqual({
      errorReporting: { dsn: 'https://browserkey@errors.example.com/2', environment: 'staging', release: 'cgx@1.2.3' },
      tagManagerId: 'GTM-ABC123',
    });
    expect(response.body).not.toContain('serverkey');
  });

  it('tells the browser to load neither when neither is configured', async () => {
    const status = presentAppStatus(loadConfig({ NODE_ENV: 'test' }), await readFeatureFlags(t.context.db));
    expect(status.monitoring).toEqual({ errorReporting: null, tagManagerId: null });
  });
});
