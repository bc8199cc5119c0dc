import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { getJson, signInByApi } from '../support/api-session.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DEMO } from '../support/demo.ts';
import { untilStill } from '../support/screenshots.ts';
import { signIn, signOut } from '../support/sign-in.ts';
import { tradeFiftyTonnes } from '../support/trading.ts';

/**
 * Issue 24 item 8: a member's trade page. The grower opens a new trade from its notification and a
 * settled one (the demo's year of history) from My Sales: the terms with the counterparty
 * anonymous, the contract note, the title transfer, its own RCTI and the payment progress; My Sales
 * downloads as CSV with exactly the grower's sales. The trader opens a purchase from Our Purchases:
 * its tax invoice, never the seller's RCTI; another organisation's trade is not found. The trade
 * made here fills its bid and its offer whole: no order is left standing.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
test.describe.configure({ timeout: 240_000 });

type Row = { id: number; formattedId: string; status: string };
type Page_ = { rows: Row[]; total: number };

/** No sideways scroll at either width, a full-page screenshot of each for review, and axe at phone width. */
async function checkWidths(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await untilStill(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
        message: `${name} at ${width} px scrolls sideways`,
      })
      .toBeLessThanOrEqual(0);
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
  }
  await expectNoSeriousViolations(page, `${name} at 375 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A settled trade of the member's view, from the demo's history (its title transferred, both invoices raised and paid). */
async function settledTrade(request: APIRequestContext, who: typeof DEMO.grower | typeof DEMO.trader, view: 'sales' | 'purchases') {
  const authorization = await signInByApi(request, who);
  const { rows } = await getJson<Page_>(request, `/api/trades/${view}?status=settled&pageSize=10`, authorization);
  const [trade] = rows;
  if (!trade) throw new Error(`the demo has no settled ${view} for ${who.email}`);
  return { trade, authorization };
}

const step = (page: Page, name: string) => page.getByRole('region', { name: 'Payment progress' }).getByRole('listitem', { name });

test('a grower opens a trade from its notification and a settled sale from My Sales, and downloads My Sales as CSV', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO.grower.loginNumber, DEMO.grower.mobile);
  await page.getByRole('link', { name: 'My Sales' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Sales' })).toBeVisible();

  // A new trade: its notification opens the trade's own page.
  const made = await tradeFiftyTonnes(request);
  await expect(page.getByRole('row').filter({ hasText: made.formattedId })).toBeVisible();
  // The bell's item (a button), not the toast the same notification raised.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('button', { name: new RegExp(`^Trade ${made.formattedId}: you sold`) }).click();
  await expect(page).toHaveURL(/\/portal\/my-sales\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Trade ${made.formattedId}` })).toBeVisible();
  const terms = page.getByRole('table', { name: 'Terms' });
  await expect(terms).toContainText('Anonymous, through the exchange');
  await expect(terms).toContainText('Narrabri');
  await expect(terms).toContainText('$285.00/mt');
  await expect(step(page, 'Traded: done')).toBeVisible();
  await expect(step(page, 'Title transferred: to come')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Title transfer' })).toContainText('Title has not transferred yet.');
  await expect(page.getByRole('region', { name: 'Invoices' })).toContainText('No invoice yet.');
  const [note] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Contract note ${made.formattedId} (PDF)` }).click(),
  ]);
  expect(note.suggestedFilename()).toBe(`${made.formattedId} contract note (seller).pdf`);

  // A settled sale, opened from the list: title transferred, the grower's RCTI paid, paid to them.
  const { trade: settled, authorization } = await settledTrade(request, DEMO.grower, 'sales');
  await page.goto('/portal/my-sales?status=settled');
  await page.getByRole('table', { name: 'My Sales' }).getByRole('link', { name: settled.formattedId }).click();
  await expect(page).toHaveURL(new RegExp(`/portal/my-sales/${settled.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Trade ${settled.formattedId}` })).toBeVisible();
  for (const name of ['Traded: done', 'Title transferred: done', 'Buyer paid: done', 'Paid to you: done']) {
    await expect(step(page, name)).toBeVisible();
  }
  await expect(step(page, 'Title transferred: done')).toContainText(/RCTI-\d{6} raised/);
  await expect(page.getByRole('table', { name: 'Title transfer' })).toContainText('Transferred on');
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices).toContainText(/RCTI-\d{6}/);
  await expect(invoices).toContainText('Paid');
  await expect(invoices).not.toContainText(/INV-\d{6}/);
  await expect(page.getByRole('table', { name: 'Terms' })).toContainText('Anonymous, through the exchange');
  await checkWidths(page, 'member-trade-grower');

  // My Sales as CSV: every sale of the grower's (all pages), never the buyer.
  await page.goto('/portal/my-sales');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('sales.csv');
  const rows = parse(readFileSync(await download.path()), { columns: true }) as Record<string, string>[];
  const { total } = await getJson<Page_>(request, '/api/trades/sales?pageSize=10', authorization);
  expect(rows).toHaveLength(total);
  expect(rows.map((row) => row['Trade ID'])).toEqual(expect.arrayContaining([made.formattedId, settled.formattedId]));
  expect(rows.every((row) => row.Side === 'Sold')).toBe(true);
  expect(Object.keys(rows[0] ?? {})).not.toContain('Buyer');
  expect(rows.find((row) => row['Trade ID'] === settled.formattedId)).toMatchObject({ Status: 'Settled', Settlement: 'Paid to you' });
  await signOut(page);
});

test('a trader opens a purchase from Our Purchases with its tax invoice alone; another organisation’s trade is not found', async ({
  page,
  request,
}) => {
  const { trade: bought } = await settledTrade(request, DEMO.trader, 'purchases');
  await signIn(page, DEMO.trader.loginNumber, DEMO.trader.email);
  await page.getByRole('link', { name: 'Our Purchases' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Purchases' })).toBeVisible();
  await page.goto('/portal/our-purchases?status=settled');
  await page.getByRole('table', { name: 'Our Purchases' }).getByRole('link', { name: bought.formattedId }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Trade ${bought.formattedId}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Terms' })).toContainText('Bought');
  await expect(page.getByRole('table', { name: 'Terms' })).toContainText('Anonymous, through the exchange');
  for (const name of ['Traded: done', 'Title transferred: done', 'Paid: done']) await expect(step(page, name)).toBeVisible();
  const invoices = page.getByRole('table', { name: 'Invoices' });
  await expect(invoices).toContainText(/INV-\d{6}/);
  await expect(invoices).not.toContainText(/RCTI-\d{6}/);
  await checkWidths(page, 'member-trade-trader');

  // The same trade under Our Sales is not the trader's side; a sale of the grower's to another buyer is not the trader's at all.
  await page.goto(`/portal/our-sales/${bought.id}`);
  await expect(page.getByText('Sorry, this page is not available.', { exact: false })).toBeVisible();
  const grower = await signInByApi(request, DEMO.grower);
  const trader = await signInByApi(request, DEMO.trader);
  const ours = new Set((await getJson<Page_>(request, '/api/trades/purchases?pageSize=100', trader)).rows.map((row) => row.id));
  const others = (await getJson<Page_>(request, '/api/trades/sales?pageSize=100', grower)).rows.filter((row) => !ours.has(row.id));
  // The demo's grower sells to four buyers: some of its sales are other organisations' purchases.
  const [stranger] = others;
  if (!stranger) throw new Error('the demo grower sold nothing to another buyer');
  expect((await request.get(`/api/trades/purchases/${stranger.id}`, { headers: { authorization: trader } })).status()).toBe(404);
  await page.goto(`/portal/our-purchases/${stranger.id}`);
  await expect(page.getByText('Sorry, this page is not available.', { exact: false })).toBeVisible();
});
