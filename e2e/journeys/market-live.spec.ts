import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { tradeFiftyTonnes } from '../support/trading.ts';

/**
 * Spec 000 §2.5, §4, §9: a trade made through the API shows up, without a reload, on an open home
 * page (counter, feed, chart) and on the sounds page with its sound chosen (cha-ching: under 100 t).
 * The market already has the demo's year of history (composition/seed/demo-market.ts), so the figures are
 * read before the trade and must grow by its 50 t. The trade is barley at Narrabri, a site the
 * seeded market leaves alone, so the journey's bid and offer meet only each other.
 */

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** Tonnes as a counter, chart or figure shows them ('12,345 t', '12,345') as a number. */
const tonnesIn = (text: string | null) => Number((text ?? '').replace(/ t.*$/, '').replace(/,/g, ''));
const shownTonnes = (tonnes: number) => tonnes.toLocaleString('en-AU', { maximumFractionDigits: 0 });

/** Marks the window, so the test can tell that the page was never reloaded. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const stillSameWindow = (page: Page) => page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);

test('a trade shows up live on the home page and plays its sound on the sounds page', async ({ context, request }) => {
  const home = await context.newPage();
  await home.setViewportSize({ width: 1280, height: 900 });
  await home.goto('/');
  await expect(home.getByRole('heading', { level: 1, name: 'Have a say in the price of grain' })).toBeVisible();
  await expect(home.getByTestId('counter-traded')).toHaveText(/^[\d,]+ t$/);
  const tradedBefore = tonnesIn(await home.getByTestId('counter-traded').textContent());
  await expect(home.getByTestId('market-feed-table').getByRole('row').nth(1)).toBeVisible();
  await expect(home.getByTestId('chart-total')).toHaveText(/^[\d,]+ t traded/);
  const chartBefore = tonnesIn(await home.getByTestId('chart-total').textContent());
  const lastWeek = home.getByTestId('chart-data-table').getByRole('row').last();
  const lastWeekBefore = tonnesIn(await lastWeek.getByRole('cell').first().textContent());
  await markWindow(home);

  const sounds = await context.newPage();
  await sounds.goto('/sounds');
  await expect(sounds.getByRole('heading', { level: 1, name: 'Market Sounds' })).toBeVisible();
  await expect(sounds.getByTestId('figure-traded')).toHaveText(`${shownTonnes(tradedBefore)} t`);
  await sounds.getByRole('switch', { name: 'Market Sounds Off' }).click();
  await expect(sounds.getByRole('switch', { name: 'Market Sounds On' })).toBeChecked();
  await markWindow(sounds);

  await tradeFiftyTonnes(request);

  // Home: the counter, the feed and the chart follow the socket.
  await expect(home.getByTestId('counter-traded')).toHaveText(`${shownTonnes(tradedBefore + 50)} t`);
  const feed = home.getByTestId('market-feed-table');
  await expect(feed.getByRole('row').nth(1)).toContainText('Trade');
  await expect(feed.getByRole('row').nth(1)).toContainText('50 t');
  await expect(feed.getByRole('row').nth(1)).toContainText(/\$285\.00 \(\$\d[\d,]*\.\d\d\)/);
  await expect(feed.getByRole('row').nth(1)).toContainText('just now');
  await expect(lastWeek.getByRole('cell').first()).toHaveText(shownTonnes(lastWeekBefore + 50));
  await expect(home.getByTestId('chart-total')).toHaveText(new RegExp(`^${shownTonnes(chartBefore + 50)} t traded`));
  expect(await stillSameWindow(home)).toBe(true);

  // Sounds page: the total, the feed and the sound chosen for a 50 t trade.
  await expect(sounds.getByTestId('figure-traded')).toHaveText(`${shownTonnes(tradedBefore + 50)} t`);
  await expect(sounds.getByTestId('market-sounds')).toHaveAttribute('data-last-sound', 'cha-ching');
  await expect(sounds.getByTestId('market-feed-table').getByRole('row').nth(1)).toContainText('Trade');
  expect(await stillSameWindow(sounds)).toBe(true);
});

const PAGES = [
  { name: 'home', path: '/', ready: (page: Page) => page.getByTestId('storage-providers') },
  { name: 'market-trades', path: '/market/trades', ready: (page: Page) => page.getByTestId('figure-traded') },
  { name: 'market-overview', path: '/market/overview', ready: (page: Page) => page.getByTestId('chart-data-table') },
  { name: 'sounds', path: '/sounds', ready: (page: Page) => page.getByTestId('figure-traded') },
] as const;

test('the market pages at phone, tablet and desktop widths (screenshots for review)', async ({ page }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const target of PAGES) {
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The home page's lower sections load as the visitor scrolls towards them; each one loaded
      // makes the page longer (the seeded market's feed is long on a phone), so scroll until the last is there.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(target.ready(page)).toBeAttached({ timeout: 1_000 });
      }).toPass();
      await page.evaluate(() => window.scrollTo(0, 0));
      // Nothing may stick out sideways: the page scrolls down, never across.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${target.path} at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}${target.name}-${width}.png`, fullPage: true });
    }
  }
});
