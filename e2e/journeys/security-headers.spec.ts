import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Response, test } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * The item 6 (decision 0090): every answer carries the security headers, and the pages work
 * under the Content-Security-Policy: the prerendered home and login pages with their inline script,
 * a portal page with its socket, the service worker, Swagger UI. Item 8: the logo link's name
 * contains its visible text.
 */

type Violation = { directive: string; blocked: string; sample: string };

declare global {
  interface Window {
    cspViolations?: Violation[];
    /** Set by the prerendered page's inline script (apps/web/src/prerender/page-script.ts). */
    cgxTakenOver?: () => void;
  }
}

/** Records every CSP violation the page reports, from before its first script runs, and every console error. */
async function watchForViolations(page: Page): Promise<string[]> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    });
  });
  return consoleErrors;
}

async function expectNoViolations(page: Page, consoleErrors: string[], label: string) {
  expect(await page.evaluate(() => window.cspViolations ?? []), `CSP violations on ${label}`).toEqual([]);
  expect(
    consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text)),
    `CSP console errors on ${label}`,
  ).toEqual([]);
}

/** The elements whose accessible name does not contain their visible text (axe's experimental label-content-name-mismatch). */
async function labelNotInName(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => node.html));
}

function expectSecurityHeaders(response: Response | null, label: string) {
  expect(response, label).not.toBeNull();
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy'], label).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
}

test('the home and login pages run under the CSP, without a violation, and their logo link is named by its text', async ({ page }) => {
  const consoleErrors = await watchForViolations(page);
  const home = await page.goto('/');
  expectSecurityHeaders(home, '/');
  expect(home?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  // The prerendered page's inline script ran: it loads the app, which takes the page over.
  await expect(page.locator('#root[data-prerendered="/"]')).toBeVisible();
  await page.waitForFunction(() => typeof window.cgxTakenOver === 'function');
  await expect(page.getByRole('link', { name: /^CGX Grain Exchange/ }).first()).toBeVisible();
  // The service worker registers and activates once the page has settled.
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated', null, {
    timeout: 30_000,
  });
  expect(await labelNotInName(page)).toEqual([]);
  await expectNoViolations(page, consoleErrors, '/');

  const login = await page.goto('/login');
  expectSecurityHeaders(login, '/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await labelNotInName(page)).toEqual([]);
  await expectNoViolations(page, consoleErrors, '/login');
  // On a phone the logo shows 'CGX' alone: still the start of its name.
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await labelNotInName(page)).toEqual([]);
});

test('a portal page, with its socket, runs under the CSP; signed-in API answers are not stored', async ({ page }) => {
  const consoleErrors = await watchForViolations(page);
  const apiAnswers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/session') apiAnswers.push(response);
  });
  // The trader: the password-reset journey changes the demo grower's password in the same database.
  await signIn(page, DEMO.trader.loginNumber, DEMO.trader.email);
  await expect(page).toHaveURL(/\/portal\//);
  // The reloaded page's socket connects and hears from the server.
  // Listened for on every /cable socket from its opening, so that neither a first frame that comes before a
  // listener nor a socket replaced by another (a remount) leaves the test waiting (it once timed out so).
  const socketHeard = new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (ws.url().includes('/cable')) ws.on('framereceived', () => resolve());
    });
  });
  const portal = await page.reload();
  await socketHeard;
  expectSecurityHeaders(portal, 'a portal page');
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, consoleErrors, 'a portal page');
  const session = apiAnswers.at(-1);
  expectSecurityHeaders(session ?? null, '/api/session');
  expect(session?.headers()['cache-control']).toBe('no-store');
});

test('Swagger UI at /api/docs works under its own CSP', async ({ page }) => {
  const consoleErrors = await watchForViolations(page);
  const docs = await page.goto('/api/docs/');
  expectSecurityHeaders(docs, '/api/docs');
  await expect(page.getByText('CGX Grain Exchange API').first()).toBeVisible();
  await expect(page.getByText('/api/app-status').first()).toBeVisible();
  await expectNoViolations(page, consoleErrors, '/api/docs');
});
