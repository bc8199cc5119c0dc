import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { bearerFor, createUser } from '../../test/factories.ts';
import { nextAddress, useTestApp } from '../../test/test-app.ts';
import { contentSecurityPolicy } from './security-headers.ts';

const PAGE_SCRIPT = 'window.started = true;';
const PAGE_SCRIPT_HASH = `sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}`;

/** A web build in miniature: the shell, a prerendered '/' with an inline script and its hash in the manifest, one asset. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cgx-web-dist-'));
  mkdirSync(path.join(dir, 'prerender'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'prerender', 'home.html'), `<!doctype html><html><body><script>${PAGE_SCRIPT}</script></body></html>`);
  const entry = { path: '/', flags: { maintenance: false }, file: 'prerender/home.html', scriptHashes: [PAGE_SCRIPT_HASH] };
  writeFileSync(path.join(dir, 'prerender', 'pages.json'), JSON.stringify([entry]));
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};');
  return dir;
}

/** The CSP header as directive → sources. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectBaseHeaders(headers: Record<string, unknown>) {
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(typeof headers['content-security-policy']).toBe('string');
}

describe('security headers', () => {
  const t = useTestApp({ webDist: fakeWebDist() });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': nextAddress(), ...headers } });

  it('are on an API answer, which a browser may keep when nobody is signed in', async () => {
    const response = await get('/api/app-status');
    expect(response.statusCode).toBe(200);
    expectBaseHeaders(response.headers);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    // Plain HTTP (the test app's address is http): no HSTS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('on the page: scripts from the app and the prerendered pages’ own inline script only, the socket of the same host', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(PAGE_SCRIPT);
    expectBaseHeaders(response.headers);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", `'${PAGE_SCRIPT_HASH}'`]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'", 'ws://cgx.test']);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    // Another address the app routes itself: the same policy.
    expect((await get('/market/trades')).headers['content-security-policy']).toBe(response.headers['content-security-policy']);
  });

  it('on a static file', async () => {
    const response = await get('/assets/app.js');
    expect(response.statusCode).toBe(200);
    expectBaseHeaders(response.headers);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('/api/docs has a policy of its own for Swagger UI', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
    // Swagger UI's page has no inline script: its own policy has none either.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>[^<]/);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(page.headers['x-frame-options']).toBe('DENY');
    const script = await get('/api/docs/static/swagger-initializer.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
  });

  it('Cache-Control: no-store on every API answer to a signed-in request, and on answers that carry tokens', async () => {
    const user = await createUser(t.context, 'Grower');
    const { authorization } = await bearerFor(t.context, user);
    const signedIn = await get('/api/notifications', { authorization });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expectBaseHeaders(signedIn.headers);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': nextAddress() },
      payload: { loginNumber: user.loginNumber, password: 'not the password' },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expect(login.headers['cache-control']).toBe('no-store');

    // Anonymous 401 of a signed-in route: the headers are there all the same.
    const anonymous = await get('/api/notifications');
    expect(anonymous.statusCode).toBe(401);
    expectBaseHeaders(anonymous.headers);
  });
});

describe('HSTS', () => {
  const t = useTestApp({ trustProxy: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }).trustProxy });

  it('is sent when the request came over HTTPS through a trusted proxy, and not over plain HTTP', async () => {
    const secure = await t.app.inject({ method: 'GET', url: '/api/app-status', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await t.app.inject({ method: 'GET', url: '/api/app-status' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('HSTS for an app whose address is https', () => {
  const t = useTestApp({ appUrl: 'https://exchange.example.com.au' });

  it('is on every answer, and the page policy upgrades requests and reaches the socket over wss', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/app-status' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = directives(response.headers['content-security-policy']);
    expect(csp['connect-src']).toEqual(["'self'", 'wss://exchange.example.com.au']);
    expect(csp).toHaveProperty('upgrade-insecure-requests');
  });
});

describe('contentSecurityPolicy', () => {
  const base = { ...loadConfig({ NODE_ENV: 'test' }), appUrl: 'https://cgx.com.au' };

  it('allows the error reporter and the tag manager only when each is configured', () => {
    const plain = contentSecurityPolicy(base, []);
    expect(plain.connectSrc).toEqual(["'self'", 'wss://cgx.com.au']);
    expect(plain.scriptSrc).toEqual(["'self'"]);
    expect(plain.workerSrc).toEqual(["'self'"]);

    const withReporter = contentSecurityPolicy({ ...base, sentryWebDsn: 'https://public@o1.ingest.example.io/42' }, []);
    expect(withReporter.connectSrc).toEqual(["'self'", 'wss://cgx.com.au', 'https://o1.ingest.example.io']);
    expect(withReporter.workerSrc).toEqual(["'self'", 'blob:']);
    expect(withReporter.scriptSrc).toEqual(["'self'"]);

    const withTagManager = contentSecurityPolicy({ ...base, gtmId: 'GTM-ABC123' }, []);
    expect(withTagManager.scriptSrc).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(withTagManager.connectSrc).toContain('https://*.google-analytics.com');
    expect(withTagManager.imgSrc).toContain('https://www.googletagmanager.com');
  });
});
