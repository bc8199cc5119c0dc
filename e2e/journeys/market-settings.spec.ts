import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * The igrainX market settings (spec 001 §9, spec 002 §2, §5): the first CRUD screens
 * (docs/adding-a-screen.md 'A CRUD screen'). An admin creates, edits in bulk, downloads and
 * reorders; CGX Sales sees none of it and the server refuses it too.
 */
// Each step waits up to 30 s: on a machine shared by several builds a page load or an axe run can take 10 s or more.
const expect = baseExpect.configure({ timeout: 30_000 });
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
const VARIETIES = '/portal/market-settings/igrainx/varieties';
const CODE_TAKEN = 'This code is already used by another variety in the season';

async function fillVariety(page: Page, code: string) {
  await page.getByLabel('Season', { exact: true }).selectOption({ label: '2026/27' });
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByLabel('Commodity', { exact: true }).selectOption({ label: 'Wheat' });
  await page.getByLabel('Name', { exact: true }).fill(`Journey ${code}`);
  await page.getByLabel('Royalty Manager', { exact: true }).fill('InterGrain');
  await page.getByLabel('Recipient', { exact: true }).fill('InterGrain');
  await page.getByLabel('Amount ($/mt)', { exact: true }).fill('2.75');
}

async function noSidewaysScroll(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width}`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin keeps the igrainX market settings: varieties, special terms and delivered sites', async ({ page }) => {
  test.setTimeout(600_000);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await signIn(page, DEMO.admin.loginNumber, DEMO.admin.email);
  await expect(page).toHaveURL(/\/portal\/dashboard\/home$/);

  await page.getByRole('link', { name: 'Market Settings' }).first().click();
  await expect(page).toHaveURL(/\/portal\/market-settings\/igrainx\/on-farm-storage$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Market Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'On-farm Storage', selected: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Silo bag', exact: true })).toBeVisible();

  // A variety; then one whose code the season already has (Scepter's).
  await page.getByRole('tab', { name: 'Varieties' }).click();
  await expect(page).toHaveURL(new RegExp(`${VARIETIES}$`));
  await page.getByRole('link', { name: 'Create Variety' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Variety' })).toBeVisible();
  await fillVariety(page, 'E2E1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`${VARIETIES}$`));

  await page.getByRole('link', { name: 'Create Variety' }).click();
  await fillVariety(page, 'SCEP');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(CODE_TAKEN)).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page, 'create variety with an error');
  await noSidewaysScroll(page, 'market-settings-variety-form');
  await page.getByLabel('Code', { exact: true }).fill('E2E2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`${VARIETIES}$`));

  // Both, made inactive at once.
  await page.getByLabel('Search', { exact: true }).fill('journey');
  await expect(page).toHaveURL(/term=journey/);
  await expect(page.getByRole('cell', { name: 'Journey SCEP', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Journey E2E1', exact: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect(page.getByText('2 varieties selected')).toBeVisible();
  await page.getByRole('button', { name: 'Make inactive' }).click();
  await expect(page.getByText('2 varieties made inactive.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Varieties' }).getByText('Inactive')).toHaveCount(2);
  await expectNoSeriousViolations(page, 'varieties');
  await noSidewaysScroll(page, 'market-settings-varieties');

  // The CSV carries the list's filter: the two, inactive.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('varieties.csv');
  const rows = parse(readFileSync(await download.path()), { columns: true }) as Record<string, string>[];
  expect(rows.map((row) => [row.Code, row.Name, row.Season, row.Commodity, row['Amount ($/mt)'], row.Status]).sort()).toEqual([
    ['E2E1', 'Journey E2E1', '2026/27', 'Wheat', '2.75', 'inactive'],
    ['E2E2', 'Journey SCEP', '2026/27', 'Wheat', '2.75', 'inactive'],
  ]);

  // Special terms: the second moves up to first, and stays there.
  await page.getByRole('tab', { name: 'Special Terms and Conditions' }).click();
  const names = page.getByRole('table', { name: 'Special terms and conditions' }).locator('tbody tr td:nth-child(2)');
  await expect(names.first()).toHaveText("Buyer's Call: 7 business days notice");
  await page.getByRole('button', { name: 'Move Delivery instructions 5 business days before loading up' }).click();
  await expect(names.first()).toHaveText('Delivery instructions 5 business days before loading');
  await page.reload();
  await expect(names.first()).toHaveText('Delivery instructions 5 business days before loading');
  await expect(names.nth(1)).toHaveText("Buyer's Call: 7 business days notice");
  await expectNoSeriousViolations(page, 'special terms');

  // A delivered site with a latitude past the pole: the spec's message; then a good one.
  await page.getByRole('tab', { name: 'Delivered Sites' }).click();
  await page.getByRole('link', { name: 'Create Delivered Site' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Delivered Site' })).toBeVisible();
  await page.getByLabel('Trading Name', { exact: true }).fill('Hunter Feeds Pty Ltd');
  await page.getByLabel('Nickname', { exact: true }).fill('Hunter');
  await page.getByLabel('Site Name', { exact: true }).fill('Maitland Feedmill');
  await page.getByRole('combobox', { name: 'Region' }).fill('Hunter Valley');
  await page.keyboard.press('Escape');
  await page.getByLabel('Port', { exact: true }).selectOption({ label: 'Newcastle (NSW)' });
  await page.getByLabel('State', { exact: true }).selectOption('NSW');
  await page.getByLabel('Latitude', { exact: true }).fill('-95.5');
  await page.getByLabel('Longitude', { exact: true }).fill('151.1234567');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Latitude must be between -90 and 90')).toBeVisible();
  await expect(page.getByText('Must be a number (max 6 decimals, e.g. 12.345678)')).toBeVisible();
  await expectNoSeriousViolations(page, 'delivered site form with errors');
  await noSidewaysScroll(page, 'market-settings-delivered-site-form');
  await page.getByLabel('Latitude', { exact: true }).fill('-32.733');
  await page.getByLabel('Longitude', { exact: true }).fill('151.557');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/portal\/market-settings\/igrainx\/delivered-sites$/);
  await page.getByLabel('Search', { exact: true }).fill('maitland');
  await expect(page.getByRole('cell', { name: 'Maitland Feedmill', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '-32.733000', exact: true })).toBeVisible();
  await noSidewaysScroll(page, 'market-settings-delivered-sites');
});

test('CGX Sales sees no market settings, and the server refuses them', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, DEMO.sales.loginNumber, DEMO.sales.email);
  await expect(page).toHaveURL(/\/portal\/dashboard\/home$/);
  await expect(page.getByRole('link', { name: 'Market Settings' })).toHaveCount(0);
  await page.goto(`${VARIETIES}/create`);
  await expect(page.getByText('Sorry, you are not authorised to see this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  const statuses = await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('cgx.session') ?? '{}') as { token?: string };
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const list = await fetch('/api/market-settings/varieties', { headers });
    const bulk = await fetch('/api/market-settings/varieties/status', {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ids: [1], status: 'inactive' }),
    });
    return [list.status, bulk.status];
  });
  expect(statuses).toEqual([403, 403]);
});
