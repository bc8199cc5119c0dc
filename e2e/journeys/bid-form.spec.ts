import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo.ts';
import { codeFrom, latestMessageId, shiftServerClock, waitForMessage } from '../support/outbox.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * spec 001 §2, §4, §5 'Bid form': a trader creates a bid through the two-step wizard and finds it
 * among the active bids, edits it, cancels it, and bids again on a lapsed bid (the old terms, no
 * expiry). Every bid this journey places ends cancelled or lapsed: the market journeys count from
 * an empty market.
 */
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** A field by its label, with or without the required asterisk. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** Mantine's Select: open it by its label and pick an option by its text. */
async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  const input = page.getByLabel(labelled(label)).first();
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function noSidewaysScroll(page: Page, width: number) {
  // The layout settles after a resize (media queries, fonts): measure once it has.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { timeout: 5_000 })
    .toBeLessThanOrEqual(width)
    .catch(() => {});
  const { scrollWidth, culprits } = await page.evaluate((limit) => {
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > limit + 1)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} (${Math.round(element.getBoundingClientRect().right)})`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, culprits: wide };
  }, width);
  expect(scrollWidth, `no sideways scroll at ${width} px: ${culprits.join(', ')}`).toBeLessThanOrEqual(width);
}

const row = (page: Page, text: string | RegExp): Locator => page.getByRole('row').filter({ hasText: text });

test('a trader creates a bid through the wizard, edits it and cancels it', async ({ page }) => {
  test.setTimeout(300_000);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.trader.loginNumber, DEMO.trader.email);
  await expect(page).toHaveURL(/\/portal\/buy-grain$/, { timeout: 60_000 });
  await page.getByRole('link', { name: 'Create Bid', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/buy-grain\/bid\/create$/);
  await expect(page.getByRole('heading', { name: 'Create Bid', level: 1 })).toBeVisible({ timeout: 30_000 });

  // spec 001 §5: the preview is refused until the bid is complete, with the spec's words on the fields.
  await page.getByRole('button', { name: 'Preview Bid', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Season: Required' })).toBeVisible();

  await choose(page, 'Season', '2026/27');
  await choose(page, 'Commodity', 'Wheat');
  await choose(page, 'Grade', /^APH1/);
  await page.getByLabel(labelled('Quantity (mt)')).fill('10');
  await choose(page, 'Delivery period', 'Now');
  await page.getByRole('button', { name: 'Preview Bid', exact: true }).click();
  await expect(page.getByLabel(labelled('Quantity (mt)'))).toHaveAccessibleDescription(
    /must be equal or greater than 25mt for delivery period Now/,
  );
  await page.getByLabel(labelled('Quantity (mt)')).fill('120');
  await choose(page, 'Delivery period', 'Mar 2027');
  // spec 001 §4: a period with an end date makes the expiry a date, at most that end.
  await expect(page.getByLabel(labelled('Expiry date'))).toHaveValue('2027-03-31');
  await choose(page, 'Site or port zone', /^Moree/, 'Moree');
  await page.getByLabel(labelled('Price ($/mt)')).fill('301.50');

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await noSidewaysScroll(page, width);
    await page.screenshot({ path: `${SCREENSHOTS}bid-form-${width}.png`, fullPage: true });
  }
  await expectNoSeriousViolations(page, 'bid form');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Preview Bid', exact: true }).click();
  const preview = page.getByRole('table', { name: 'Bid' });
  await expect(preview.getByRole('row', { name: /Grade\/Grain/ })).toContainText('Wheat APH1');
  await expect(preview.getByRole('row', { name: /Quantity/ })).toContainText('Tolerance ± 6 mt');
  await expect(preview.getByRole('row', { name: /Expiry Date/ })).toContainText('31 Mar 2027');
  await expect(preview.getByRole('row', { name: /^Price \$/ })).toContainText('$301.50/mt');
  await expect(page.getByLabel(labelled('Password'))).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await noSidewaysScroll(page, width);
    await page.screenshot({ path: `${SCREENSHOTS}bid-preview-${width}.png`, fullPage: true });
  }
  await expectNoSeriousViolations(page, 'bid preview');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Create Bid', exact: true }).click();
  await expect(page.getByLabel(/I agree to the/)).toHaveAccessibleDescription('Required');
  await page.getByLabel(/I agree to the/).check();
  await page.getByLabel(labelled('Password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create Bid', exact: true }).click();

  await expect(page).toHaveURL(/\/portal\/buy-grain$/, { timeout: 30_000 });
  // The demo market's history leaves this trader other bids standing: the journey's bid is found by its terms.
  const placed = row(page, 'Wheat APH1').filter({ hasText: '$301.50' });
  await expect(placed).toContainText('Moree');

  // Edit: the form comes back with the bid's terms; the password token is still live, so no password.
  await placed.getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Bid', level: 1 })).toBeVisible();
  await expect(page.getByLabel(labelled('Quantity (mt)'))).toHaveValue('120.000');
  await page.getByLabel(labelled('Price ($/mt)')).fill('302.25');
  await page.getByRole('button', { name: 'Preview Bid', exact: true }).click();
  await expect(page.getByLabel(labelled('Password'))).toHaveCount(0);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Edit Bid' }).click();
  await expect(page).toHaveURL(/\/portal\/buy-grain$/);
  const edited = row(page, 'Wheat APH1').filter({ hasText: '$302.25' });
  await expect(edited).toContainText('Moree');

  // Cancel from the edit screen, after confirmation.
  await edited.getByRole('link', { name: /^Edit/ }).click();
  await page.getByRole('button', { name: 'Cancel Bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel bid?' });
  await expect(dialog).toContainText('Do you want to cancel the bid?');
  await dialog.getByRole('button', { name: 'Yes, cancel the bid' }).click();
  await expect(page).toHaveURL(/\/portal\/buy-grain$/);
  await expect(page.getByRole('region', { name: 'Active bids' })).toHaveAttribute('aria-busy', 'false');
  await expect(edited).toHaveCount(0, { timeout: 30_000 });
});

/** The rebid journey's bid among the trader's others from the demo market's history: by its grade and price. */
const rebidden = (page: Page): Locator => row(page, 'Wheat H1').filter({ hasText: '$288.00' });

/** The rebid journey's trader: not the one whose lists order-lists.spec.ts expects empty of lapsed bids. */
const REBIDDER = DEMO.traderTwo;

/** Signs in through the API (the code from the outbox) and answers the bearer header. */
async function traderByApi(request: APIRequestContext): Promise<string> {
  const before = await latestMessageId(request, REBIDDER.email);
  const login = await request.post('/api/auth/login', { data: { login: REBIDDER.loginNumber, password: DEMO_PASSWORD } });
  const challenge = (await login.json()) as { challengeId: string; sentTo: string | null };
  if (!challenge.sentTo) await request.post('/api/auth/mfa/send', { data: { challengeId: challenge.challengeId, channel: 'email' } });
  const message = await waitForMessage(request, REBIDDER.email, 'mfa_code', before);
  const verified = await request.post('/api/auth/mfa/verify', { data: { challengeId: challenge.challengeId, code: codeFrom(message) } });
  return `Bearer ${((await verified.json()) as { tokens: { token: string } }).tokens.token}`;
}

test('a trader bids again on a lapsed bid: the old terms, no expiry, back to the lapsed list', async ({ page }) => {
  test.setTimeout(360_000);
  const request = page.request;
  const authorization = await traderByApi(request);
  const get = async <T>(url: string) => (await (await request.get(url, { headers: { authorization } })).json()) as T;
  const now = ((await (await request.post('/api/dev/clock', { data: { minutes: 0 } })).json()) as { now: string }).now;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date(now));
  const seasons = await get<{ id: number; name: string }[]>('/api/reference/seasons');
  const commodities = await get<{ id: number; name: string }[]>('/api/reference/commodities');
  const periods = await get<{ id: number; kind: string }[]>('/api/reference/delivery-periods');
  const wheat = commodities.find((one) => one.name === 'Wheat');
  const grades = await get<{ id: number; code: string }[]>(`/api/reference/grades?commodityId=${wheat?.id}`);
  const sites = await get<{ id: number; name: string }[]>('/api/reference/sites');
  const token = await request.post('/api/auth/password-token', { data: { password: DEMO_PASSWORD }, headers: { authorization } });
  const placed = await request.post('/api/bids', {
    headers: { authorization },
    data: {
      market: 'cgx',
      passwordToken: ((await token.json()) as { passwordToken: string }).passwordToken,
      seasonId: seasons.find((one) => one.name === '2026/27')?.id,
      commodityId: wheat?.id,
      deliveryPeriodId: periods.find((one) => one.kind === 'now')?.id,
      quantity: '80',
      expiryDate: today,
      paymentTerms: [14],
      bidsAttributes: [
        { gradeId: grades.find((one) => one.code === 'H1')?.id, siteId: sites.find((one) => one.name === 'Narrabri')?.id, price: '288.00' },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);

  // A day later the bid has lapsed (the worker lapses expired orders every minute).
  await shiftServerClock(request, 24 * 60);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, REBIDDER.loginNumber, REBIDDER.email);
    await expect(page).toHaveURL(/\/portal\/buy-grain$/, { timeout: 60_000 });
    await expect(async () => {
      await page.goto('/portal/buy-grain/lapsed-bids');
      await expect(rebidden(page)).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 180_000, intervals: [5_000] });

    await rebidden(page)
      .getByRole('link', { name: /^Rebid/ })
      .click();
    await expect(page).toHaveURL(/\/portal\/buy-grain\/bid\/\d+\?origin=lapsed$/);
    await expect(page.getByRole('heading', { name: 'Re-Bid', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Bid' })).toHaveCount(0);
    await expect(page.getByLabel(labelled('Quantity (mt)'))).toHaveValue('80.000');
    await expect(page.getByLabel(labelled('Price ($/mt)'))).toHaveValue('288.00');
    await expect(page.getByRole('radio', { name: 'Good till cancelled' })).toBeChecked();
    await page.getByRole('button', { name: 'Preview Bid', exact: true }).click();
    const preview = page.getByRole('table', { name: 'Bid' });
    await expect(preview.getByRole('row', { name: /Expiry Date/ })).toContainText('Good till cancelled');
    await expect(preview.getByRole('row', { name: /Payment Terms/ })).toContainText('14 days EOW of delivery');
    await page.getByLabel(/I agree to the/).check();
    await page.getByLabel(labelled('Password')).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Re-Bid' }).click();
    await expect(page).toHaveURL(/\/portal\/buy-grain\/lapsed-bids$/);

    // The new bid stands among the active bids; cancelling it from the list leaves the market empty again.
    await page.getByRole('tab', { name: 'Active Bids' }).click();
    const again = rebidden(page);
    await expect(again).toContainText('Good till cancelled');
    await again.getByRole('button', { name: /^Cancel/ }).click();
    await page.getByRole('dialog', { name: 'Cancel bid?' }).getByRole('button', { name: 'Yes, cancel the bid' }).click();
    await expect(page.getByRole('region', { name: 'Active bids' })).toHaveAttribute('aria-busy', 'false');
    await expect(again).toHaveCount(0, { timeout: 30_000 });
  } finally {
    await shiftServerClock(request, -24 * 60);
  }
});
