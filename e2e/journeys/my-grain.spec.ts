import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { getJson, passwordToken, signInByApi } from '../support/api-session.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * spec 001 §2 grower and agent routes: My Grain (grain in storage, grain declared on farm, the
 * active offers on them, Lapsed Offers) and My Clients (an agent's verified clients and their grain).
 */
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
/** The machines these run on are shared: a page of three lists can take a while to settle. */
const SETTLE = { timeout: 60_000 };
const expect = baseExpect.configure(SETTLE);

test.describe.configure({ timeout: 360_000 });

type Holding = {
  id: number;
  site: { name: string };
  season: { id: number };
  commodity: { id: number; name: string };
  grade: { code: string };
};

/** An offer far above any bid, on the grower's wheat at Moree: it rests on the book for the grower to cancel. */
async function offerOnMoreeWheat(request: APIRequestContext) {
  const grower = await signInByApi(request, DEMO.grower);
  const holdings = (await getJson<{ rows: Holding[] }>(request, '/api/holdings?term=moree', grower)).rows;
  const holding = holdings.find((candidate) => candidate.grade.code === 'APH1');
  if (!holding) throw new Error('the demo grower holds no APH1 wheat at Moree');
  const periods = await getJson<{ id: number; kind: string }[]>(request, '/api/reference/delivery-periods', grower);
  const now = periods.find((period) => period.kind === 'now');
  if (!now) throw new Error('no delivery period Now');
  const offer = await request.post('/api/offers', {
    headers: { authorization: grower },
    data: {
      market: 'cgx',
      seasonId: holding.season.id,
      commodityId: holding.commodity.id,
      deliveryPeriodId: now.id,
      quantity: '40',
      price: '987.50',
      holdingId: holding.id,
      chemicalDeclaration: true,
      passwordToken: await passwordToken(request, grower),
    },
  });
  expect(offer.status(), await offer.text()).toBe(201);
}

async function holdsAtWidths(page: Page, path: string, ready: (page: Page) => Promise<void>, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await ready(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, SETTLE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
  }
  await expectNoSeriousViolations(page, `${name} at 375 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a grower sees its grain in storage and on farm, declares grain, and cancels an offer', async ({ page, request }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await offerOnMoreeWheat(request);
  await signIn(page, DEMO.grower.loginNumber, DEMO.grower.email);
  await expect(page).toHaveURL(/\/portal\/my-grain$/, SETTLE);
  await expect(page.getByRole('tab', { name: 'My Grain', selected: true })).toBeVisible(SETTLE);

  const storage = page.getByRole('region', { name: 'Grain in storage' });
  // The demo market's history may hold Wheat APH1 at more sites than Moree, depending on the day it plans.
  await expect(storage.getByRole('cell', { name: 'Wheat APH1', exact: true }).first()).toBeVisible(SETTLE);
  await expect(storage.getByRole('cell', { name: 'Moree (GrainCorp)', exact: true }).first()).toBeVisible();
  const farm = page.getByRole('region', { name: 'Grain on farm' });
  await expect(farm.getByRole('cell', { name: 'Canola (ungraded)', exact: true })).toBeVisible();
  await expect(farm.getByRole('cell', { name: '5-10 km S of Narrabri, NSW', exact: true })).toBeVisible();
  const offers = page.getByRole('region', { name: 'Active offers' });
  await expect(offers.getByRole('cell', { name: '$987.50', exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'my grain');

  // Offers on the holding: the active offers narrow to it, in the URL.
  await storage.getByRole('button', { name: 'Offers on Wheat APH1 at Moree' }).click();
  await expect(page).toHaveURL(/offers\.holdingId=\d+/);
  await expect(offers.getByRole('cell', { name: '$987.50', exact: true })).toBeVisible();

  // Declare grain on farm.
  await page.getByRole('link', { name: 'Declare grain' }).click();
  await expect(page).toHaveURL(/\/portal\/my-grain\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Grain' })).toBeVisible();
  await page.getByLabel('Season').selectOption({ label: '2026/27' });
  await page.getByLabel('Commodity').selectOption({ label: 'Barley' });
  await page.getByLabel('Quantity (mt)').fill('75.5');
  await page.getByRole('combobox', { name: 'Nearest town' }).fill('Gunneda');
  await page.getByRole('option', { name: 'Gunnedah, NSW' }).click();
  await page.getByLabel('Direction from the town').selectOption('W');
  await page.getByLabel('Distance from the town').selectOption('0-5 km');
  await page.getByRole('button', { name: 'Declare grain' }).click();
  await expect(page).toHaveURL(/\/portal\/my-grain$/);
  await expect(page.getByText('The grain is declared.')).toBeVisible();
  await expect(farm.getByRole('cell', { name: '0-5 km W of Gunnedah, NSW', exact: true })).toBeVisible();
  await expect(farm.getByRole('cell', { name: '75.5', exact: true }).first()).toBeVisible();

  // Cancel the offer: 'Cancel offer?', the password, and it leaves the active offers.
  await offers.getByRole('button', { name: /^Cancel offer: Wheat APH1 at \$987\.50\/mt/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel offer?' });
  await expect(dialog.getByText('Do you want to cancel the offer?')).toBeVisible();
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Yes, cancel the offer' }).click();
  await expect(page.getByText('The offer is cancelled.')).toBeVisible();
  // Other offers from the demo market's history may stand: this one is gone, and a cancelled offer has not lapsed.
  await expect(offers.getByRole('cell', { name: '$987.50', exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Lapsed Offers' }).click();
  await expect(page).toHaveURL(/\/portal\/my-grain\/lapsed-offers$/);
  const lapsed = page.getByRole('main');
  await expect(lapsed.getByRole('table').or(lapsed.getByText('No lapsed offers.')).first()).toBeVisible();
  await expect(lapsed.getByRole('cell', { name: '$987.50', exact: true })).toHaveCount(0);
});

test('My Grain and Create Grain hold at 1280 and 375 px, with no serious axe violations', async ({ page }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await signIn(page, DEMO.grower.loginNumber, DEMO.grower.email);
  await expect(page).toHaveURL(/\/portal\/my-grain$/);
  await holdsAtWidths(page, '/portal/my-grain', (shown) => expect(shown.getByText('Wheat APH1').first()).toBeVisible(SETTLE), 'my-grain');
  await holdsAtWidths(
    page,
    '/portal/my-grain/create',
    (shown) => expect(shown.getByRole('button', { name: 'Declare grain' })).toBeVisible(SETTLE),
    'declare-grain',
  );
});

test('an agent finds a client and sees the client’s grain', async ({ page }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await signIn(page, DEMO.agent.loginNumber, DEMO.agent.email);
  await expect(page).toHaveURL(/\/portal\/my-clients-grain/, SETTLE);
  await page.getByRole('link', { name: 'My Clients', exact: true }).first().click();
  await expect(page).toHaveURL(/\/portal\/my-clients$/);
  const clients = page.getByRole('region', { name: 'My clients' });
  // Verified clients only: Eyre Peninsula's authority awaits verification.
  await expect(clients.getByRole('cell', { name: 'Wattle Creek Farming', exact: true })).toBeVisible(SETTLE);
  await expect(clients.getByRole('cell', { name: 'Eyre Peninsula Farms', exact: true })).toHaveCount(0);
  await page.getByLabel('Search').fill('mallee');
  await expect(page).toHaveURL(/\/portal\/my-clients\?term=mallee&page=1$/);
  await expect(clients.getByRole('cell', { name: 'Wattle Creek Farming', exact: true })).toHaveCount(0);
  await clients.getByRole('link', { name: 'Grain of Mallee Downs Pastoral' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Mallee Downs Pastoral' })).toBeVisible(SETTLE);
  const storage = page.getByRole('region', { name: 'Mallee Downs Pastoral: grain in storage' });
  await expect(storage.getByRole('cell', { name: /^Lentils/ })).toBeVisible();
  const farm = page.getByRole('region', { name: 'Mallee Downs Pastoral: grain on farm' });
  await expect(farm.getByRole('cell', { name: 'Wheat APW1', exact: true })).toBeVisible();
  await expect(farm.getByRole('cell', { name: '15-20 km NW of Horsham, VIC', exact: true })).toBeVisible();
  const clientPage = new URL(page.url()).pathname;

  await holdsAtWidths(
    page,
    '/portal/my-clients',
    (shown) => expect(shown.getByText('Wattle Creek Farming').first()).toBeVisible(SETTLE),
    'my-clients',
  );
  await holdsAtWidths(page, clientPage, (shown) => expect(shown.getByText('Wheat APW1').first()).toBeVisible(SETTLE), 'client-grain');
});
