import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';

/**
 * Issue 4 quality bars for the public pages the information-pages journey does not cover: right
 * at 375, 768 and 1280 px (nothing sticks out sideways; screenshots saved for a person to look
 * at, gitignored), and no serious or critical axe violation.
 */
const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'market-trades', path: '/market/trades' },
  { name: 'market-offers', path: '/market/offers' },
  { name: 'market-bids', path: '/market/bids' },
  { name: 'market-overview', path: '/market/overview' },
  { name: 'sounds', path: '/sounds' },
  { name: 'login', path: '/login' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'forgot-login-number', path: '/forgot-login-number' },
  { name: 'register', path: '/register' },
  { name: 'register-grower', path: '/register/grower-ngr' },
  { name: 'email-sent', path: '/email-sent/forgot-password' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'unauthorised', path: '/unauthorised' },
] as const;

for (const target of PAGES) {
  test(`${target.path} at phone, tablet and desktop widths`, async ({ page }) => {
    for (const width of [375, 768, 1280] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(target.path);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      // Sections that load on scrolling (home) are part of the page too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      // Back to the top, so the sticky header sits where a visitor first sees it.
      await page.evaluate(() => window.scrollTo(0, 0));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${target.path} at ${width} px`).toBeLessThanOrEqual(0);
      if (width !== 768) await expectNoSeriousViolations(page, `${target.path} at ${width} px`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `${target.name}-${width}.png`), fullPage: true });
    }
  });
}
