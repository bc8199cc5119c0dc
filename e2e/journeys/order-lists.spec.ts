import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * The paged lists of spec 001 §2 (docs/adding-a-screen.md): tabs that are routes, the list's
 * state in the URL, and a layout that holds at 1280 and 375 px. The rows are the demo market's
 * (composition/seed/demo-market.ts: a year of orders, some standing); a list may as well be empty, so the
 * journey waits for either.
 */
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** The list has loaded: its rows (a table, or cards on a phone) or its empty text. */
async function expectListShown(page: Page, label: string, empty: string) {
  const list = page.getByRole('region', { name: label });
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(list.getByRole('table', { name: label }).or(list.getByRole('listitem').first()).or(list.getByText(empty))).toBeVisible();
}

test('a trader moves between the bid and offer lists; a search goes to the URL; nothing sticks out on a phone', async ({ page }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await signIn(page, DEMO.trader.loginNumber, DEMO.trader.email);
  await expect(page).toHaveURL(/\/portal\/buy-grain$/);
  await expect(page.getByRole('tab', { name: 'Active Bids', selected: true })).toBeVisible();
  await expectListShown(page, 'Active bids', 'No active bids.');

  await page.getByRole('tab', { name: 'Lapsed Bids' }).click();
  await expect(page).toHaveURL(/\/portal\/buy-grain\/lapsed-bids$/);
  await expectListShown(page, 'Lapsed bids', 'No lapsed bids.');
  await page.getByLabel('Search').fill('wheat');
  await expect(page).toHaveURL(/\/portal\/buy-grain\/lapsed-bids\?term=wheat&page=1$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/portal\/buy-grain\/lapsed-bids$/);
  await expect(page.getByLabel('Search')).toHaveValue('');

  await page.getByRole('link', { name: 'Sell Grain' }).first().click();
  await expect(page).toHaveURL(/\/portal\/sell-grain$/);
  await expectListShown(page, 'Active offers', 'No active offers.');
  await page.getByRole('tab', { name: 'Grouped Offers' }).click();
  await expect(page).toHaveURL(/\/portal\/sell-grain\/grouped-offers$/);
  await expectNoSeriousViolations(page, 'grouped offers');

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/portal/buy-grain');
    await expectListShown(page, 'Active bids', 'No active bids.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENSHOTS}buy-grain-${width}.png`, fullPage: true });
  }
  await expectNoSeriousViolations(page, 'buy grain at 375 px');
});

test('an agent’s client offers are under /portal/my-clients-grain/my-client-offers', async ({ page }) => {
  await signIn(page, DEMO.agent.loginNumber, DEMO.agent.email);
  await page.goto('/portal/my-clients-grain');
  await expect(page).toHaveURL(/\/portal\/my-clients-grain\/my-client-offers$/);
  await expect(page.getByRole('tab', { name: 'My Client Offers', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Lapsed Offers' }).click();
  await expect(page).toHaveURL(/\/portal\/my-clients-grain\/lapsed-offers$/);
  await expectListShown(page, 'Lapsed client offers', 'No lapsed client offers.');
  await expectNoSeriousViolations(page, 'lapsed client offers');
});
