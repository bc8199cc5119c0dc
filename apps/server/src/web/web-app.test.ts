import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { forgetFeatureFlags, writeFeatureFlag } from '../platform/settings/feature-flags.repository.ts';
import { useTestApp } from '../test/test-app.ts';
import { withAppStatus } from './web-pages.ts';

const PRELOAD = '<link rel="preload" href="/api/app-status" as="fetch" crossorigin="anonymous" />';
const page = (body: string) => `<!doctype html><html><head>${PRELOAD}</head><body>${body}</body></html>`;

/** A web build in miniature: the shell, two prerendered variants of '/', and one asset. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cgx-web-dist-'));
  mkdirSync(path.join(dir, 'prerender'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), page('<div id="root"></div>'));
  writeFileSync(path.join(dir, 'prerender', 'home-0.html'), page('<div id="root">home with the ad</div>'));
  writeFileSync(path.join(dir, 'prerender', 'home-1.html'), page('<div id="root">home without the ad</div>'));
  writeFileSync(
    path.join(dir, 'prerender', 'pages.json'),
    JSON.stringify([
      { path: '/', flags: { maintenance: false, publicAd: true }, file: 'prerender/home-0.html' },
      { path: '/', flags: { maintenance: false, publicAd: false }, file: 'prerender/home-1.html' },
    ]),
  );
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};');
  return dir;
}

/** Flags written straight to the database, as the maintenance CLI does, and seen at once. */
async function setFlag(db: Parameters<typeof writeFeatureFlag>[0], key: 'publicAd' | 'maintenance', enabled: boolean) {
  await writeFeatureFlag(db, key, enabled, null);
  forgetFeatureFlags();
}

const servedStatus = (html: string) =>
  JSON.parse(/<script id="cgx-app-status" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('the web app pages', () => {
  const t = useTestApp({ webDist: fakeWebDist() });
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends the page prerendered for the current flags, with the app status in place of its preload', async () => {
    await setFlag(t.context.db, 'publicAd', true);
    const withAd = await get('/');
    expect(withAd.statusCode).toBe(200);
    expect(withAd.headers['cache-control']).toBe('no-cache');
    expect(withAd.body).toContain('home with the ad');
    expect(withAd.body).not.toContain('rel="preload"');
    expect(servedStatus(withAd.body)).toMatchObject({ maintenance: false, featureFlags: { publicAd: true } });

    await setFlag(t.context.db, 'publicAd', false);
    expect((await get('/')).body).toContain('home without the ad');
  });

  it('sends the shell for other addresses, an address with a query, and every address in maintenance', async () => {
    expect((await get('/market/trades')).body).toContain('<div id="root"></div>');
    expect((await get('/?utm_source=mail')).body).toContain('<div id="root"></div>');
    await setFlag(t.context.db, 'maintenance', true);
    const home = await get('/');
    expect(home.body).toContain('<div id="root"></div>');
    expect(servedStatus(home.body)).toMatchObject({ maintenance: true });
    await setFlag(t.context.db, 'maintenance', false);
  });

  it('compresses pages for browsers that accept it, and leaves files and the API alone', async () => {
    const compressed = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain('cgx-app-status');
    // The plain shell, as the service worker keeps it: it fetches the status itself.
    expect((await get('/index.html')).body).toContain('rel="preload"');
    expect((await get('/assets/app.js')).headers['cache-control']).toContain('immutable');
    expect((await get('/api/nothing-here')).statusCode).toBe(404);
  });
});

describe('withAppStatus', () => {
  it('writes the status so that no text in it can close the script', () => {
    const status = { maintenance: false, featureFlags: {}, support: { phone: '1', email: '</script><b>' } } as never;
    const html = withAppStatus(page(''), status);
    expect(html).not.toContain('</script><b>');
    expect(servedStatus(html).support.email).toBe('</script><b>');
  });
});
