import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { getJson, passwordToken, signInByApi } from '../support/api-session.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo.ts';
import { untilStill } from '../support/screenshots.ts';
import { shiftServerClock } from '../support/outbox.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * spec 001 §2 'Offer form': a grower offers from a holding, edits the offer, offers it again once
 * it has lapsed (the old terms, no expiry; once only: issue 24) and cancels it from its edit screen,
 * then finds it under Cancelled Offers; an agent finds a verified client and offers the client's grain.
 * Prices sit far above any demo bid, so nothing trades and the seeded book is left as it was; but a
 * grower sells to a market bid (spec 001 §7 'create from a bid'), which trades at once.
 */
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
const SETTLE = { timeout: 60_000 };
const expect = baseExpect.configure(SETTLE);

test.describe.configure({ timeout: 420_000 });

/** A field by its label, with or without the required asterisk. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const field = (page: Page, label: string) => page.getByLabel(labelled(label)).first();

/** A Mantine select: open it by its label (typing to search when asked) and pick the option. */
async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  // By role: a section's region is named like its first field ('Variety').
  const input = page.getByRole('combobox', { name: labelled(label) });
  await input.click();
  if (typed) await input.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

async function fillOfferTerms(page: Page, price: string) {
  await choose(page, 'Variety', /.+/);
  await page.keyboard.press('Escape');
  await field(page, 'Quantity (mt)').fill('60');
  await choose(page, 'Delivery period', 'Now');
  await field(page, 'Price ($/mt)').fill(price);
  // The fee estimate follows the price after a pause and pushes the fields below it down: a select
  // opened before it lands has its option covered, and the click closes it instead.
  await expect(page.getByRole('table', { name: 'Estimated fees' })).toBeVisible();
  await expect(page.getByLabel('Updating the fee estimate')).toHaveCount(0);
  await choose(page, 'Chemical declaration', 'Agree');
}

/** Step 2 (spec 001 §2): the preview, the terms box, the password when no token is live; then the action. */
async function previewAndSubmit(page: Page, action: string) {
  await page.getByRole('button', { name: 'Preview Offer' }).click();
  await expect(page.getByRole('table', { name: 'Offer' })).toBeVisible();
  await page.getByLabel(/I agree to the/).check();
  const password = field(page, 'Password');
  if (await password.isVisible()) await password.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: action, exact: true }).click();
}

async function atWidths(page: Page, name: string, ready: Locator) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(ready).toBeVisible();
    // After a resize to phone width the sidebar slides away: measured mid-slide, the page is wider.
    await untilStill(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
  }
  await expectNoSeriousViolations(page, `${name} at 375 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a grower offers from a holding, edits the offer, offers it again once lapsed, and cancels it', async ({ page }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const request = page.request;
  const now = ((await (await request.post('/api/dev/clock', { data: { minutes: 0 } })).json()) as { now: string }).now;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date(now));
  await signIn(page, DEMO.grower.loginNumber, DEMO.grower.email);
  await page.goto('/portal/my-grain');
  const storage = page.getByRole('region', { name: 'Grain in storage' });
  await storage.getByRole('link', { name: 'Offer Barley BAR1 at Narrabri' }).click();
  await expect(page).toHaveURL(/\/portal\/my-grain\/\d+\/offer\/create$/);
  await expect(page.getByRole('heading', { name: 'Create Offer', level: 1 })).toBeVisible();
  await expect(page.getByText(/Barley BAR1, 2026\/27, at Narrabri/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: labelled('Commodity') })).toBeDisabled();
  await atWidths(page, 'offer-form', page.getByRole('button', { name: 'Preview Offer' }));

  // The form's own rules first: nothing filled in.
  await page.getByRole('button', { name: 'Preview Offer' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Quantity: Required');

  await fillOfferTerms(page, '991.25');
  // It lapses at the end of today (a grower dates a chosen expiry: spec 001 §5).
  await page.getByRole('radio', { name: 'Select a date' }).check();
  await field(page, 'Expiry date').fill(today);
  await page.getByRole('button', { name: 'Preview Offer' }).click();
  const preview = page.getByRole('table', { name: 'Offer' });
  await expect(preview.getByRole('row', { name: /Payment Terms/ })).toContainText('Within 7 business days');
  await expect(preview.getByRole('row', { name: /Quantity/ })).toContainText('Tolerance ± 3 mt');
  await atWidths(page, 'offer-preview', preview);
  await page.getByRole('button', { name: 'Back to the form' }).click();
  await previewAndSubmit(page, 'Create Offer');

  await expect(page).toHaveURL(/\/portal\/my-grain$/);
  const offers = page.getByRole('region', { name: 'Active offers' });
  await offers.getByRole('link', { name: 'Edit offer: Barley BAR1 at $991.25/mt' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Offer', level: 1 })).toBeVisible();
  await expect(field(page, 'Price ($/mt)')).toHaveValue('991.25');
  await field(page, 'Price ($/mt)').fill('993.75');
  await previewAndSubmit(page, 'Edit Offer');
  await expect(page).toHaveURL(/\/portal\/my-grain$/);
  await expect(offers.getByRole('link', { name: 'Edit offer: Barley BAR1 at $993.75/mt' })).toBeVisible();

  // A day later the offer has lapsed (the worker lapses expired orders every minute).
  await shiftServerClock(request, 24 * 60);
  try {
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    await signIn(page, DEMO.grower.loginNumber, DEMO.grower.email);
    const lapsed = page.getByRole('region', { name: 'Lapsed offers' });
    await expect(async () => {
      await page.goto('/portal/my-grain/lapsed-offers');
      await expect(lapsed.getByRole('link', { name: 'Re-offer: Barley BAR1 at $993.75/mt' })).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 180_000, intervals: [5_000] });
    await lapsed.getByRole('link', { name: 'Re-offer: Barley BAR1 at $993.75/mt' }).click();
    await expect(page).toHaveURL(/\/portal\/my-grain\/lapsed-offers\/\d+\?origin=lapsed$/);
    await expect(page.getByRole('heading', { name: 'Re-Offer', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Offer', exact: true })).toHaveCount(0);
    await expect(field(page, 'Price ($/mt)')).toHaveValue('993.75');
    await expect(page.getByRole('radio', { name: 'Good till cancelled' })).toBeChecked();
    await previewAndSubmit(page, 'Re-Offer');
    await expect(page).toHaveURL(/\/portal\/my-grain\/lapsed-offers$/);
    // Re-offered once (issue 24): the lapsed offer says so instead of offering itself again.
    const reoffered = lapsed.getByRole('row').filter({ hasText: '993.75' });
    await expect(reoffered).toContainText('Re-offered');
    await expect(lapsed.getByRole('link', { name: 'Re-offer: Barley BAR1 at $993.75/mt' })).toHaveCount(0);
    await atWidths(page, 'lapsed-offers-reoffered', lapsed.getByText('Re-offered').filter({ visible: true }).first());

    // The new offer stands; cancelled from its edit screen it leaves the book as it was.
    await page.getByRole('tab', { name: 'My Grain' }).click();
    await offers.getByRole('link', { name: 'Edit offer: Barley BAR1 at $993.75/mt' }).click();
    // Exactly the edit screen's button: by substring the list's 'Cancel offer: …' buttons match too,
    // and the list is still on screen until the edit screen has loaded.
    await page.getByRole('button', { name: 'Cancel Offer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel offer?' });
    await expect(dialog.getByText('Do you want to cancel the offer?')).toBeVisible();
    const password = dialog.getByLabel(labelled('Password'));
    if (await password.isVisible()) await password.fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Yes, cancel the offer' }).click();
    await expect(page).toHaveURL(/\/portal\/my-grain$/);
    await expect(offers).toHaveAttribute('aria-busy', 'false');
    await expect(offers.getByRole('link', { name: 'Edit offer: Barley BAR1 at $993.75/mt' })).toHaveCount(0);

    // Its owner finds it under Cancelled Offers (issue 24), with nothing left to do to it.
    await page.getByRole('tab', { name: 'Cancelled Offers' }).click();
    await expect(page).toHaveURL(/\/portal\/my-grain\/cancelled-offers$/);
    const cancelled = page.getByRole('region', { name: 'Cancelled offers' });
    const row = cancelled.getByRole('row').filter({ hasText: '993.75' });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link')).toHaveCount(0);
    await atWidths(page, 'cancelled-offers', cancelled.getByText('993.75').filter({ visible: true }).first());
  } finally {
    await shiftServerClock(request, -24 * 60);
  }
});

/** The tonnes on offer of Mallee Downs' 2026/27 APW1 wheat at Sea Lake, read from its client grain page. */
async function clientSeaLakeWheatOnOffer(page: Page): Promise<number> {
  await page.goto('/portal/my-clients');
  await page.getByRole('region', { name: 'My clients' }).getByRole('link', { name: 'Grain of Mallee Downs Pastoral' }).click();
  const held = page.getByRole('region', { name: 'Mallee Downs Pastoral: grain in storage' });
  const row = held.getByRole('row').filter({ hasText: 'Wheat APW1' }).filter({ hasText: '2026/27' }).filter({ hasText: 'Sea Lake' });
  // Commodity, Season, Site, Port zone, NGR, Held, On offer: the seventh cell.
  const cell = row.getByRole('cell').nth(6);
  await expect(cell).toBeVisible();
  return Number((await cell.innerText()).replace(/,/g, ''));
}

test('an agent searches a verified client and offers the client’s grain', async ({ page }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await signIn(page, DEMO.agent.loginNumber, DEMO.agent.email);
  await page.goto('/portal/my-clients-grain/my-client-offers');
  await page.getByRole('link', { name: 'Create Offer' }).click();
  await expect(page).toHaveURL(/\/my-client-offers\/create$/);
  await expect(page.getByRole('heading', { name: 'Create Offer', level: 1 })).toBeVisible();

  const before = await clientSeaLakeWheatOnOffer(page);
  await page.goto('/portal/my-clients-grain/my-client-offers/create');
  await page.getByRole('button', { name: 'Preview Offer' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Client: Required');

  await choose(page, 'Client', /Mallee Downs Pastoral/, 'mallee');
  await choose(page, 'Grain in storage', /Wheat APW1, 2026\/27, at Sea Lake/);
  await fillOfferTerms(page, '995.50');
  await atWidths(page, 'client-offer-form', page.getByRole('button', { name: 'Preview Offer' }));
  await page.getByRole('button', { name: 'Preview Offer' }).click();
  await expect(page.getByRole('table', { name: 'Offer' }).getByRole('row', { name: /Organisation/ })).toContainText(
    'Mallee Downs Pastoral (offered by Riverina Grain Marketing)',
  );
  await page.getByRole('button', { name: 'Back to the form' }).click();
  await previewAndSubmit(page, 'Create Offer');

  await expect(page).toHaveURL(/\/portal\/my-clients-grain\/my-client-offers$/);
  const list = page.getByRole('region', { name: 'My client offers' });
  const row = list.getByRole('row').filter({ hasText: '$995.50' });
  await expect(row).toContainText('Mallee Downs Pastoral');

  // The client's grain shows the tonnes on offer: 60 more than before.
  expect(await clientSeaLakeWheatOnOffer(page)).toBe(before + 60);

  // Tidy: the offer is cancelled again from the list.
  await page.goto('/portal/my-clients-grain/my-client-offers');
  await list.getByRole('button', { name: 'Cancel offer: Wheat APW1 at $995.50/mt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel offer?' });
  const password = dialog.getByLabel(labelled('Password'));
  if (await password.isVisible()) await password.fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Yes, cancel the offer' }).click();
  await expect(list.getByRole('row').filter({ hasText: '$995.50' })).toHaveCount(0);
});

type FarmGrain = {
  id: number;
  season: { id: number; name: string };
  commodity: { id: number; name: string };
  grade: { id: number; code: string } | null;
  available: string;
  location: { nearestTown: string | null; nearestTownDirection: string | null; nearestTownDistanceRange: string | null };
};

test('a grower sells grain on farm to an igrainX bid from the market bids page', async ({ page }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const request = page.request;
  const admin = await signInByApi(request, DEMO.admin);
  const trader = await signInByApi(request, DEMO.trader);
  const grower = await signInByApi(request, DEMO.grower);
  const grain = (await getJson<{ rows: FarmGrain[] }>(request, '/api/farm-grain?pageSize=100', grower)).rows.find(
    (row) => row.grade && row.season.name === '2026/27' && Number(row.available) >= 40 && row.location.nearestTown,
  );
  if (!grain?.grade) throw new Error('the demo grower has no graded 2026/27 grain on farm');
  const periods = await getJson<{ id: number; kind: string }[]>(request, '/api/reference/delivery-periods', trader);
  const now = periods.find((period) => period.kind === 'now');
  if (!now) throw new Error('no delivery period Now');
  // The trader bids 40 t where the grain lies; the grower finds it on the market bids page.
  const bid = await request.post('/api/bids', {
    headers: { authorization: trader },
    data: {
      market: 'igrainx',
      passwordToken: await passwordToken(request, trader),
      seasonId: grain.season.id,
      commodityId: grain.commodity.id,
      deliveryPeriodId: now.id,
      pricingPoint: 'Ex Farm',
      quantity: '40',
      bidsAttributes: [{ gradeId: grain.grade.id, price: '433.25', location: grain.location }],
    },
  });
  expect(bid.status(), await bid.text()).toBe(201);
  const opened = await request.put('/api/market/status/igrainx', { data: { status: 'open' }, headers: { authorization: admin } });
  expect(opened.ok()).toBe(true);
  try {
    await signIn(page, DEMO.grower.loginNumber, DEMO.grower.email);
    await page.goto('/market/bids');
    const bids = page.getByRole('table', { name: 'Firm bids' });
    await atWidths(page, 'market-bids-signed-in', page.getByRole('heading', { name: 'Firm bids' }));
    await bids
      .getByRole('row')
      .filter({ hasText: '$433.25' })
      .getByRole('link', { name: /^Sell to this bid/ })
      .click();
    await expect(page).toHaveURL(/\/portal\/my-grain\/sell-grain\/igrain-offer\/create\?bid=\d+$/);
    await expect(page.getByRole('heading', { name: 'Create Offer', level: 1 })).toBeVisible();
    await expect(page.getByTestId('bid-sold-to')).toContainText(`${grain.commodity.name} ${grain.grade.code} · 2026/27`);
    await expect(page.getByTestId('bid-sold-to')).toContainText('$433.25/t · up to 40 mt');

    await choose(page, 'Grain on farm', new RegExp(`^${grain.commodity.name} ${grain.grade.code}, 2026/27, declared on farm`));
    await expect(field(page, 'Price ($/mt)')).toHaveValue('433.25');
    await expect(field(page, 'Quantity (mt)')).toHaveValue('40');
    await choose(page, 'Variety', /.+/);
    await page.keyboard.press('Escape');
    await choose(page, 'Chemical declaration', 'Agree');
    await atWidths(page, 'offer-from-bid', page.getByRole('button', { name: 'Preview Offer' }));
    await previewAndSubmit(page, 'Create Offer');

    await expect(page).toHaveURL(/\/portal\/my-grain$/);
    await expect(page.getByText(/It sold 40(\.000)? mt at \$433\.25 at once\./)).toBeVisible();
  } finally {
    await request.put('/api/market/status/igrainx', { data: { status: null }, headers: { authorization: admin } });
  }
});
