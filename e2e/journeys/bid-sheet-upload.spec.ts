import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { getJson, passwordToken, signInByApi } from '../support/api-session.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DEMO } from '../support/demo.ts';
import { signIn, signOut } from '../support/sign-in.ts';

/**
 * spec 001 §2 'our-bid-sheets' and 'our-bid-sheets/upload' (bidSheets flag): a trader downloads the
 * template, uploads a sheet with one bad row and is told which (nothing saved), fixes it and finds
 * the sheet among the organisation's bid sheets. A grower cannot open the pages. The sheet bids far
 * below the market (it meets no offer) and is cancelled at the end: the market journeys that follow
 * see the book as the seed left it.
 */
// Each step waits up to 30 s: on a machine shared by several builds a page load or an axe run can take 10 s or more.
const expect = baseExpect.configure({ timeout: 30_000 });
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
const SHEETS = '/portal/buy-grain/our-bid-sheets';
const QUANTITY = '137';
const PRICES = ['101.25', '102.75'];

/** A CSV under the template's own header row: the cells by header, the rest empty. */
function sheetCsv(header: string[], rows: Record<string, string>[]): Buffer {
  const line = (cells: string[]) => cells.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',');
  return Buffer.from([line(header), ...rows.map((row) => line(header.map((column) => row[column] ?? '')))].join('\n'));
}

const sheetRow = (price: string, site: string) => ({
  Season: '2026/27',
  Commodity: 'Wheat',
  'Delivery period': 'Mar 2027',
  'Quantity (mt)': QUANTITY,
  'Payment terms': '7',
  Grade: 'APH1',
  'Price ($/t)': price,
  Site: site,
});

async function chooseFile(page: Page, name: string, body: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: body });
}

test('a trader uploads a bid sheet: a bad row is named and nothing saved; fixed, the sheet is listed', async ({ page, request }) => {
  test.setTimeout(300_000);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  // The seed turns the flag on (defaults.ts); a journey before this one may have switched it: on, for sure.
  const admin = await signInByApi(request, DEMO.admin);
  const flag = await request.put('/api/settings/feature-flags/bidSheets', { data: { enabled: true }, headers: { authorization: admin } });
  expect(flag.ok(), await flag.text()).toBe(true);

  await signIn(page, DEMO.trader.loginNumber, DEMO.trader.email);
  await expect(page).toHaveURL(/\/portal\/buy-grain$/, { timeout: 60_000 });
  await page.getByRole('tab', { name: 'Our Bid Sheets' }).click();
  await expect(page).toHaveURL(new RegExp(`${SHEETS}$`));
  await expect(page.getByRole('tab', { name: 'Our Bid Sheets', selected: true })).toBeVisible();
  // The seed may leave the trader no active sheet: the table or its empty text.
  await expect(page.getByRole('table', { name: 'Our bid sheets' }).or(page.getByText('No active bid sheets.'))).toBeVisible();
  await expectNoSeriousViolations(page, 'our bid sheets');

  await page.getByRole('link', { name: 'Upload Bid Sheet' }).click();
  await expect(page).toHaveURL(new RegExp(`${SHEETS}/upload$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Upload Bid Sheet' })).toBeVisible();
  await expect(page.getByLabel('Breadcrumb').getByText('Upload Bid Sheet')).toBeVisible();

  // The template, fetched with the session's token: its header row is what the upload reads.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('bid-sheet-template.csv');
  const template = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const header = (template.split(/\r?\n/)[0] ?? '').split(',').map((cell) => cell.replace(/^"|"$/g, ''));
  expect(header).toEqual(expect.arrayContaining(['Season', 'Grade', 'Price ($/t)', 'Site']));

  // Row 3's price is 0: the sheet is refused, row and column named, nothing saved.
  await chooseFile(page, 'journey-sheet.csv', sheetCsv(header, [sheetRow(PRICES[0] ?? '', 'Moree'), sheetRow('0', 'Narrabri')]));
  await page.getByLabel(/^Password/).fill('Harvest2026!');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const problems = page.getByRole('table', { name: 'Problems in the file' });
  await expect(problems).toBeVisible();
  await expect(page.getByText('Nothing was saved.')).toBeVisible();
  await expect(problems.getByRole('row').filter({ hasText: 'Row 3' })).toContainText('Must be greater than 0');
  await expect(problems.getByRole('row')).toHaveCount(2);
  await expectNoSeriousViolations(page, 'bid sheet upload with problems');
  await page.screenshot({ path: `${SCREENSHOTS}bid-sheet-upload-problems-1280.png`, fullPage: true });

  // Fixed: the password token is still live, so the password is not asked again.
  await chooseFile(
    page,
    'journey-sheet.csv',
    sheetCsv(header, [sheetRow(PRICES[0] ?? '', 'Moree'), sheetRow(PRICES[1] ?? '', 'Narrabri')]),
  );
  await expect(page.getByText('Nothing was saved.')).toBeHidden();
  await expect(page.getByLabel(/^Password/)).toBeHidden();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${SHEETS}$`));
  await expect(page.getByText(/Your bid sheet of 2 rows was placed/)).toBeVisible();
  const listed = page
    .getByRole('row')
    .filter({ hasText: `$${PRICES[0]}` })
    .filter({ hasText: `$${PRICES[1]}` });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Mar 2027');
  await expect(listed.getByRole('link', { name: /^Edit Wheat bid sheet of 2 rows/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'our bid sheets with the new sheet');

  // Cancel the sheet through the API: the market journeys count on the seeded book.
  const trader = await signInByApi(request, DEMO.trader);
  const sheets = await getJson<{ rows: { id: number; quantity: string; lines: { price: string }[] }[] }>(
    request,
    '/api/bids/grouped?pageSize=100',
    trader,
  );
  const placed = sheets.rows.find(
    (sheet) =>
      sheet.quantity.startsWith(`${QUANTITY}.`) &&
      sheet.lines
        .map((line) => line.price)
        .sort()
        .join() === PRICES.join(),
  );
  expect(placed, 'the uploaded sheet among the bid sheets').toBeDefined();
  const cancelled = await request.post(`/api/bids/${placed?.id}/cancel`, {
    data: { passwordToken: await passwordToken(request, trader) },
    headers: { authorization: trader },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);

  // A grower has no bid sheets: the page says unauthorised.
  await signOut(page);
  await signIn(page, DEMO.grower.loginNumber, DEMO.grower.email);
  await page.goto(`${SHEETS}/upload`);
  await expect(page.getByText('Sorry, you are not authorised to see this page.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upload Bid Sheet' })).toHaveCount(0);
});
