import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DEMO } from '../support/demo.ts';
import { untilStill } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';
import { tradeFiftyTonnes } from '../support/trading.ts';

/**
 * spec 002 §2 'Trades' (issue 13): staff find a trade made on the market by its id and by the
 * grower's name, read both parties, add a note with a call-back date and see it in the notes; the
 * filtered list downloads with exactly its rows; members are refused the pages.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

test.describe.configure({ timeout: 240_000 });

const table = (page: Page) => page.getByRole('table', { name: 'Trades' });
/** The list's own total: '123.5 mt in 4 trades'. */
async function shownCount(page: Page): Promise<number> {
  const text = await page.getByText(/ mt in [\d,]+ trades?$/).innerText();
  return Number(/in ([\d,]+) trade/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
}

/** Types the term and waits for the list's answer to it (the URL gets it after 500 ms of quiet). */
async function searchFor(page: Page, term: string) {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/back-office/trades?') && new URL(response.url()).searchParams.get('term') === term,
  );
  await page.getByLabel('Search').fill(term);
  await answered;
  await expect(page.getByRole('region', { name: 'Trades' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText(/ mt in [\d,]+ trades?$/)).toBeVisible();
}

test('staff find a market trade by its id and by the grower’s name, and download exactly the filtered rows', async ({ page }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const trade = await tradeFiftyTonnes(page.request);
  await signIn(page, DEMO.sales.loginNumber, DEMO.sales.email);
  // Staff land on the dashboard; the sidebar leads to the trades.
  await expect(page).toHaveURL(/\/portal\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Trades', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/trades$/);
  await expect(page.getByRole('heading', { name: 'Trades', level: 1 })).toBeVisible();

  await searchFor(page, trade.formattedId);
  const row = table(page).getByRole('row').filter({ hasText: trade.formattedId });
  await expect(row).toHaveCount(1);
  // Both parties are named to staff: the demo grower sold, the demo trader bought.
  await expect(row).toContainText('Wattle Creek');
  await expect(row).toContainText('Southern Cross');
  await expect(row).toContainText('50');
  expect(await shownCount(page)).toBe(1);

  await searchFor(page, 'Wattle Creek');
  await expect(table(page).getByRole('row').filter({ hasText: trade.formattedId })).toHaveCount(1);
  const count = await shownCount(page);
  expect(count).toBeGreaterThanOrEqual(1);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { name: 'Trades', level: 1 })).toBeVisible();
    await untilStill(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `trades at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENSHOTS}back-office-trades-${width}.png`, fullPage: true });
  }
  await expectNoSeriousViolations(page, 'trades at 375 px');
  await page.setViewportSize({ width: 1280, height: 900 });

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('trades.csv');
  const rows = parse(readFileSync(await download.path()), { columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(count);
  expect(rows.every((one) => /Wattle Creek/.test(`${one.Seller} ${one.Buyer}`))).toBe(true);
  expect(rows.some((one) => one['Trade ID'] === trade.formattedId)).toBe(true);

  // The trade's page: both parties, then a note with a call-back date in its Notes tab.
  await table(page).getByRole('link', { name: trade.formattedId }).click();
  await expect(page.getByRole('heading', { name: `Trade ${trade.formattedId}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Seller' })).toContainText('Wattle Creek');
  await expect(page.getByRole('table', { name: 'Buyer' })).toContainText('Southern Cross');
  await expect(page.getByRole('table', { name: 'Trade' })).toContainText('50 mt');
  await page.screenshot({ path: `${SCREENSHOTS}back-office-trade-1280.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page).toHaveURL(/\/portal\/trades\/\d+\/notes$/);
  await page.getByRole('link', { name: 'Create note' }).click();
  const callBack = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.getByRole('textbox', { name: 'Note', exact: true }).fill('Rang the grower: delivery booked for next week.');
  await page.getByLabel('Call-back date').fill(callBack);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page).toHaveURL(/\/portal\/trades\/\d+\/notes$/);
  const notes = page.getByRole('table', { name: 'Notes' });
  await expect(notes.getByRole('row').filter({ hasText: 'delivery booked for next week' })).toContainText(
    new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric' }).format(new Date(`${callBack}T00:00:00`)),
  );
  await expectNoSeriousViolations(page, 'trade notes');
});

test('a reversed date range is said on its To field, and a trade’s id in the URL opens it or says Not Found', async ({ page }) => {
  await signIn(page, DEMO.sales.loginNumber, DEMO.sales.email);
  await expect(page).toHaveURL(/\/portal\/dashboard\/home$/);
  await page.getByRole('link', { name: 'Trades', exact: true }).click();
  await expect(page.getByText(/ mt in [\d,]+ trades?$/)).toBeVisible();
  const formattedId = await table(page)
    .getByRole('link', { name: /^(CGX|IGX)-\d+$/ })
    .first()
    .innerText();

  // Issue 24 #21: the API refuses a reversed range on dateTo; the list says so there and shows no total for it.
  await page.getByLabel('Created from').fill('2026-12-31');
  await page.getByLabel('Created to').fill('2026-01-01');
  await expect(page.getByText('Must be on or after the start date')).toBeVisible();
  await expect(page.getByLabel('Created to')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please check the highlighted fields.')).toBeVisible();
  await expect(page.getByText(/ mt in [\d,]+ trades?$/)).toHaveCount(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await untilStill(page);
    await page.screenshot({ path: `${SCREENSHOTS}trades-reversed-range-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Created to').fill('2027-12-31');
  await expect(page.getByText(/ mt in [\d,]+ trades?$/)).toBeVisible();
  await expect(page.getByText('Must be on or after the start date')).toHaveCount(0);

  // Issue 24 #22: the trade id people paste opens the trade on its own route; an unknown trade is not found.
  await page.goto(`/portal/trades/${formattedId}`);
  await expect(page.getByRole('heading', { name: `Trade ${formattedId}`, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/portal\/trades\/(igrainx\/)?\d+$/);
  for (const unknown of ['999999999', 'CGX-999999']) {
    await page.goto(`/portal/trades/${unknown}`);
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/portal/trades/${unknown}$`));
  }
});

test('a grower and a trader get the unauthorised page on the staff’s trades', async ({ page }) => {
  for (const who of [DEMO.grower, DEMO.trader]) {
    await page.context().clearCookies();
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, who.loginNumber, who.email);
    await page.goto('/portal/trades');
    await expect(page.getByText('Sorry, you are not authorised to see this page.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Trades', exact: true })).toHaveCount(0);
  }
});
