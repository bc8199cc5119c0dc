import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { getJson, signInByApi } from '../support/api-session.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo.ts';
import { untilStill } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Issue 13 (spec 002 §2 'Trades', 'Legacy trades'): staff record a cgx trade agreed off-screen and
 * both parties are told; the CGX Sales role has no Create igrainX Trade tab and the server refuses
 * it; an igrainX trade's delivery is recorded against its tolerance; legacy trades are imported
 * from CSV and read; members get the unauthorised page on every back-office route.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

test.describe.configure({ timeout: 240_000 });

/** Picks the option of a searchable select whose label matches. */
async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function screenshots(page: Page, name: string, heading: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await untilStill(page);
    // The portal's sidebar slides away after a resize to phone width: the page settles, then must not scroll sideways.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${width} px` })
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('staff record a cgx trade agreed off-screen, and both parties are told of it', async ({ page, request }) => {
  await signIn(page, DEMO.admin.loginNumber, DEMO.admin.email);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Trades', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Trades', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Create Trade' }).click();
  await expect(page).toHaveURL(/\/portal\/trades\/create\/cgx$/);
  for (const tab of ['Create CGX Trade', 'Create Multiple Trades', 'Create igrainX Trade']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }

  await choose(page, 'Seller', /Wattle Creek/);
  await choose(page, 'Buyer', /Southern Cross/);
  await choose(page, 'Holding', /Narrabri/);
  await choose(page, 'Delivery period', /Now/);
  await page.getByRole('textbox', { name: 'Quantity (mt)' }).fill('30');
  await page.getByRole('textbox', { name: 'Price ($/mt)' }).fill('291.50');
  await screenshots(page, 'create-cgx-trade', 'Create CGX Trade');
  await page.getByRole('button', { name: 'Preview Trade' }).click();
  const preview = page.getByRole('form', { name: 'Preview Trade' });
  await expect(preview).toContainText('Wattle Creek');
  await expect(preview).toContainText('30 mt');
  const password = preview.getByLabel('Password');
  if (await password.isVisible()) await password.fill(DEMO_PASSWORD);
  await preview.getByRole('button', { name: 'Record Trade' }).click();

  // The new trade's page: recorded by the administrator, both parties named, the making in its history.
  await expect(page).toHaveURL(/\/portal\/trades\/\d+$/);
  const heading = await page.getByRole('heading', { level: 1, name: /^Trade CGX-\d+$/ }).innerText();
  const formattedId = heading.replace('Trade ', '');
  await expect(page.getByRole('table', { name: 'Trade' })).toContainText('Recorded off-screen by');
  await expect(page.getByRole('table', { name: 'Seller' })).toContainText('Wattle Creek');
  await expect(page.getByRole('table', { name: 'Buyer' })).toContainText('Southern Cross');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Trade made');
  await screenshots(page, 'recorded-trade', `Trade ${formattedId}`);
  await expectNoSeriousViolations(page, 'recorded trade');

  // Both parties hear of it as of a market trade: a notification each (the announcement is a job).
  for (const who of [DEMO.grower, DEMO.trader]) {
    const authorization = await signInByApi(request, who);
    await expect
      .poll(async () => JSON.stringify(await getJson<unknown>(request, '/api/notifications', authorization)), { timeout: 30_000 })
      .toContain(`Trade ${formattedId}`);
  }
});

test('an administrator records an igrainX trade, then its delivery against the trade’s tolerance', async ({ page }) => {
  await signIn(page, DEMO.admin.loginNumber, DEMO.admin.email);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/portal/trades/create/cgx');
  await page.getByRole('tab', { name: 'Create igrainX Trade' }).click();
  await expect(page.getByRole('heading', { name: 'Create igrainX Trade', level: 1 })).toBeVisible();
  await choose(page, 'Seller', /Wattle Creek/);
  await choose(page, 'Buyer', /Southern Cross/);
  await choose(page, 'Grain on farm', /Wheat/);
  await choose(page, 'Pricing point', /Ex Farm/);
  await choose(page, 'Delivery period', /Now/);
  await page.getByRole('textbox', { name: 'Quantity (mt)' }).fill('100');
  await page.getByRole('textbox', { name: 'Price ($/mt)' }).fill('301.00');
  await page.getByRole('button', { name: 'Preview Trade' }).click();
  const preview = page.getByRole('form', { name: 'Preview Trade' });
  const password = preview.getByLabel('Password');
  if (await password.isVisible()) await password.fill(DEMO_PASSWORD);
  await preview.getByRole('button', { name: 'Record Trade' }).click();
  await expect(page).toHaveURL(/\/portal\/trades\/igrainx\/\d+$/);
  const formattedId = (await page.getByRole('heading', { level: 1, name: /^Trade IGX-\d+$/ }).innerText()).replace('Trade ', '');

  // 100 mt: the tolerance is 5 mt, so 106 mt is refused on its field and 60 mt is taken.
  const deliveries = page.getByRole('region', { name: 'Deliveries' });
  await deliveries.getByRole('button', { name: 'Record delivery' }).click();
  const form = page.getByRole('form', { name: 'Record delivery' });
  await form.getByLabel('Tonnes (mt)').fill('106');
  await form.getByLabel('Weighbridge ticket').fill(`WB-${Date.now()}`);
  await form.getByRole('button', { name: 'Record delivery' }).click();
  await expect(form.getByText(/At most 105(\.000)? mt more can be delivered/)).toBeVisible();
  await form.getByLabel('Tonnes (mt)').fill('60');
  await form.getByRole('button', { name: 'Record delivery' }).click();
  await expect(deliveries.getByRole('table', { name: 'Deliveries' })).toContainText('60');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Delivery recorded');
  await screenshots(page, 'igrainx-trade-deliveries', `Trade ${formattedId}`);
  await expectNoSeriousViolations(page, 'igrainX trade with a delivery');

  // The igrainX Deliveries tab of the trades list finds it by the trade's id.
  await page.goto('/portal/trades/deliveries');
  await page.getByLabel('Search').fill(formattedId);
  await expect(page.getByRole('row').filter({ hasText: formattedId })).toHaveCount(1);
  await screenshots(page, 'igrainx-deliveries', 'igrainX Deliveries');
});

test('CGX Sales has no Create igrainX Trade tab, and the server refuses the route', async ({ page, request }) => {
  await signIn(page, DEMO.sales.loginNumber, DEMO.sales.email);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goto('/portal/trades/create/cgx');
  await expect(page.getByRole('tab', { name: 'Create CGX Trade' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Create Multiple Trades' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Create igrainX Trade' })).toHaveCount(0);
  const sales = await signInByApi(request, DEMO.sales);
  const refused = await request.post('/api/back-office/trades/igrainx', { headers: { authorization: sales }, data: {} });
  expect(refused.status()).toBe(403);
});

test('staff import legacy trades from CSV, see a bad file refused whole, and read one', async ({ page }) => {
  const stamp = Date.now();
  const header =
    'Reference,Type,Trade date,Season,Commodity,Grade,Quantity (mt),Price ($/mt),Status,Seller invoice,Buyer invoice,Seller type,Seller organisation,Buyer organisation';
  const row = (reference: string, quantity: string, statusAndInvoices = ',,') =>
    `${reference},cgx,2019-11-04,2026/27,Wheat,APH1,${quantity},285.00,${statusAndInvoices},Grower,Wattle Creek Farming,Southern Cross Grain Trading Pty Ltd`;
  const csv = (...rows: string[]) => Buffer.from([header, ...rows].join('\n') + '\n');

  await signIn(page, DEMO.admin.loginNumber, DEMO.admin.email);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Trades', exact: true }).click();
  await page.getByRole('link', { name: 'Import legacy trades' }).click();
  await expect(page).toHaveURL(/\/portal\/legacy-trades\/import$/);

  // A wrong row: nothing is saved, and the problem names its row and column.
  const file = page.locator('input[type="file"]');
  await file.setInputFiles({
    name: 'legacy.csv',
    mimeType: 'text/csv',
    buffer: csv(row(`OLD-${stamp}-1`, '120.5'), row(`OLD-${stamp}-2`, '-3')),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Nothing was saved.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Problems in the file' })).toContainText('Quantity');

  await file.setInputFiles({
    name: 'legacy.csv',
    mimeType: 'text/csv',
    buffer: csv(row(`OLD-${stamp}-1`, '120.5'), row(`OLD-${stamp}-2`, '64', 'settled,RCTI-881,INV-991')),
  });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Imported 2 legacy trades.')).toBeVisible();
  await screenshots(page, 'legacy-trades-import', 'Import Legacy Trades');

  const imported = page.getByRole('table', { name: 'Imported legacy trades' });
  await imported.getByRole('link', { name: `OLD-${stamp}-1` }).click();
  await expect(page).toHaveURL(/\/portal\/legacy-trades\/\d+$/);
  await expect(page.getByRole('main')).toContainText('Wattle Creek Farming');
  await expect(page.getByRole('main')).toContainText('Southern Cross Grain');
  await expect(page.getByRole('main')).toContainText('Settled Externally');
  await screenshots(page, 'legacy-trade', `Legacy Trade OLD-${stamp}-1`);
  await expectNoSeriousViolations(page, 'legacy trade');

  // Issue 24 #20: the legacy trades are rows of the Trades list, counted there; Settled Externally
  // finds the one without invoices, and its row opens the legacy trade's page.
  await page.getByRole('link', { name: 'Trades', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Trades', level: 1 })).toBeVisible();
  const trades = page.getByRole('table', { name: 'Trades' });
  await page.getByLabel('Search').fill(`OLD-${stamp}`);
  await expect(page.getByText(/ mt in 2 trades$/)).toBeVisible();
  await expect(trades.getByRole('link', { name: `OLD-${stamp}-2` })).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Settled Externally' });
  await expect(page.getByText(/ mt in 1 trade$/)).toBeVisible();
  await expect(trades.getByRole('link', { name: `OLD-${stamp}-2` })).toHaveCount(0);
  await expect(trades.getByRole('row').filter({ hasText: `OLD-${stamp}-1` })).toContainText('Settled Externally');
  await screenshots(page, 'trades-with-legacy', 'Trades');
  await trades.getByRole('link', { name: `OLD-${stamp}-1` }).click();
  await expect(page.getByRole('heading', { name: `Legacy Trade OLD-${stamp}-1`, level: 1 })).toBeVisible();
});

test('a grower and a trader get the unauthorised page on every back-office trades route', async ({ page }) => {
  const routes = [
    '/portal/trades',
    '/portal/trades/deliveries',
    '/portal/trades/create/cgx',
    '/portal/trades/create/multiple',
    '/portal/trades/create/igrainX',
    '/portal/trades/1',
    '/portal/trades/igrainx/1',
    '/portal/trades/1/notes',
    '/portal/legacy-trades/import',
    '/portal/legacy-trades/1',
  ];
  for (const who of [DEMO.grower, DEMO.trader]) {
    await page.context().clearCookies();
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, who.loginNumber, who.email);
    await expect(page).toHaveURL(/\/portal\//);
    for (const route of routes) {
      await page.goto(route);
      await expect(page.getByText('Sorry, you are not authorised to see this page.'), `${route} for ${who.email}`).toBeVisible();
    }
  }
});
