import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { getJson, passwordToken, signInByApi } from '../support/api-session.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo.ts';
import { untilStill } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Issue 24, spec 001 §2 'Bid sheet (grouped bids)': a trader builds an igrainX bid sheet on screen,
 * 2 directions × 2 distance ranges near Dubbo, sees the best offer standing at one of its places,
 * places it at one price for all, finds it among Our Bid Sheets, and edits it to a price for each
 * row. The grower's offer near Dubbo (its grain on farm moved there) is dearer than every row, so
 * nothing trades; both are cancelled at the end, leaving the market as the seed left it.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
const SHEETS = '/portal/buy-grain/our-bid-sheets';
const OFFER_PRICE = '412.50';
const EQUAL = '152.00';
const EACH = ['153.10', '153.20', '153.30', '153.40'];

const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const field = (page: Page, label: string) => page.getByLabel(labelled(label)).first();

/** Mantine's Select and MultiSelect: open by the label, pick the options by their text (strings exactly). */
async function choose(page: Page, label: string, ...options: (string | RegExp)[]) {
  // A MultiSelect's own box takes the click meant for its (narrow) input.
  await page.getByRole('combobox', { name: labelled(label) }).click({ force: true });
  for (const option of options)
    await page
      .getByRole('option', { name: option, exact: typeof option === 'string' })
      .first()
      .click();
  await page.keyboard.press('Escape');
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await untilStill(page);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${width} px scrolls sideways` })
      .toBeLessThanOrEqual(width);
    // From the top, nothing focused: a full-page shot of a scrolled page draws the sticky header mid-page.
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

type FarmGrain = {
  id: number;
  season: { id: number; name: string };
  commodity: { id: number; name: string };
  grade: { id: number; code: string } | null;
  storage: { id: number } | null;
  available: string;
};

test('a trader builds an igrainX bid sheet on screen, places it, finds it listed and prices each row', async ({ page, request }) => {
  test.setTimeout(360_000);
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await signInByApi(request, DEMO.admin);
  const flag = await request.put('/api/settings/feature-flags/bidSheets', { data: { enabled: true }, headers: { authorization: admin } });
  expect(flag.ok(), await flag.text()).toBe(true);

  // The grower offers graded grain on farm, moved 0-5 km north of Dubbo, well above the sheet's prices.
  const grower = await signInByApi(request, DEMO.grower);
  const grain = (await getJson<{ rows: FarmGrain[] }>(request, '/api/farm-grain?pageSize=100', grower)).rows.find(
    (row) => row.grade && row.season.name === '2026/27' && Number(row.available) >= 30,
  );
  if (!grain?.grade) throw new Error('the demo grower has no graded 2026/27 grain on farm');
  const periods = await getJson<{ id: number; name: string; kind: string }[]>(request, '/api/reference/delivery-periods', grower);
  const now = periods.find((period) => period.kind === 'now');
  if (!now) throw new Error('no delivery period Now');
  const varieties = await getJson<{ id: number; name: string }[]>(
    request,
    `/api/reference/varieties?seasonId=${grain.season.id}&commodityId=${grain.commodity.id}&gradeIds=${grain.grade.id}`,
    grower,
  );
  const offered = await request.post('/api/offers', {
    headers: { authorization: grower },
    data: {
      market: 'igrainx',
      passwordToken: await passwordToken(request, grower),
      farmGrainId: grain.id,
      seasonId: grain.season.id,
      commodityId: grain.commodity.id,
      gradeId: grain.grade.id,
      deliveryPeriodId: now.id,
      storageId: grain.storage?.id ?? null,
      quantity: '30',
      price: OFFER_PRICE,
      chemicalDeclaration: true,
      varietyIds: varieties.slice(0, 1).map((variety) => variety.id),
      location: {
        pricingPoint: 'Ex Farm',
        nearestTown: 'Dubbo, NSW',
        nearestTownCity: 'Dubbo',
        nearestTownDirection: 'N',
        nearestTownDistanceRange: '0-5 km',
      },
    },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const offerId = ((await offered.json()) as { id: number }).id;
  const trader = await signInByApi(request, DEMO.trader);
  let sheetId: number | undefined;

  try {
    await signIn(page, DEMO.trader.loginNumber, DEMO.trader.email);
    await expect(page).toHaveURL(/\/portal\/buy-grain$/, { timeout: 60_000 });
    await page.goto('/portal/buy-grain/igrain-bid/create');
    await expect(page.getByRole('heading', { name: 'Create Bid', level: 1 })).toBeVisible();
    await choose(page, 'Season', '2026/27');
    await choose(page, 'Commodity', grain.commodity.name);
    await choose(page, 'Grade', new RegExp(`^${grain.grade.code}\\b`));
    await field(page, 'Quantity (mt)').fill('150');
    await choose(page, 'Delivery period', 'Now');
    await page.getByRole('radio', { name: 'Ex Farm' }).check();
    const town = field(page, 'Nearest town');
    await town.click();
    await town.pressSequentially('Dub');
    await page.getByRole('option', { name: 'Dubbo, NSW', exact: true }).click();
    await choose(page, 'Direction', 'N', 'S');
    await choose(page, 'Distance range', '0-5 km', '5-10 km');

    // One row per distance and direction; the grower's offer is the best offer 0-5 km north.
    const sheet = page.getByRole('table', { name: 'Bid sheet' });
    const rows = sheet.getByRole('row');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(1)).toHaveText(new RegExp(`^0-5 km N.*\\$${OFFER_PRICE.replace('.', '\\.')}\\s*30 mt$`));
    await expect(rows.nth(2)).toContainText('0-5 km S');
    await expect(rows.nth(4)).toContainText('5-10 km S');
    await field(page, 'Price ($/mt)').fill(EQUAL);
    await expect(sheet.getByText(`$${EQUAL}`)).toHaveCount(4);
    await shoot(page, 'bid-sheet-on-screen');
    await expectNoSeriousViolations(page, 'bid sheet on screen');

    await page.getByRole('button', { name: 'Preview Grouped Bids', exact: true }).click();
    const preview = page.getByRole('table', { name: 'Bid' });
    await expect(preview.getByRole('row', { name: /^Prices/ })).toContainText(`5-10 km S of Dubbo, NSW: $${EQUAL}/mt`);
    await page.getByLabel(/I agree to the/).check();
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Create Bid', exact: true }).click();
    await expect(page.getByText('Your bid was placed.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Active bids' })).toBeVisible();

    // Listed among Our Bid Sheets, the kind of bid group an upload makes.
    await page.getByRole('tab', { name: 'Our Bid Sheets' }).click();
    await expect(page).toHaveURL(new RegExp(`${SHEETS}$`));
    const listed = page
      .getByRole('table', { name: 'Our bid sheets' })
      .getByRole('row')
      .filter({ hasText: `$${EQUAL}` });
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('150');

    // Edited to a price for each row.
    await listed.getByRole('link', { name: `Edit ${grain.commodity.name} bid sheet of 4 rows` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Bid', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Bid sheet' }).getByRole('row')).toHaveCount(5);
    await page.getByRole('radio', { name: 'A price for each' }).check();
    const places = ['0-5 km N', '0-5 km S', '5-10 km N', '5-10 km S'];
    for (const [index, place] of places.entries()) {
      await page.getByLabel(`Price for ${place} of Dubbo, NSW`).fill(EACH[index] ?? '');
    }
    await shoot(page, 'bid-sheet-on-screen-each');
    await page.getByRole('button', { name: 'Preview Grouped Bids', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Bid' }).getByRole('row', { name: /^Prices/ })).toContainText(
      `0-5 km S of Dubbo, NSW: $${EACH[1]}/mt`,
    );
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole('button', { name: 'Edit Bid', exact: true }).click();
    await expect(page.getByText('Your bid was changed.')).toBeVisible();
    await page.goto(SHEETS);
    const edited = page
      .getByRole('table', { name: 'Our bid sheets' })
      .getByRole('row')
      .filter({ hasText: `$${EACH[0]} – $${EACH[3]}` });
    await expect(edited).toHaveCount(1);

    const sheets = await getJson<{ rows: { id: number; lines: { price: string }[] }[] }>(request, '/api/bids/grouped?pageSize=100', trader);
    sheetId = sheets.rows.find(
      (one) =>
        one.lines
          .map((line) => line.price)
          .sort()
          .join() === EACH.join(),
    )?.id;
    expect(sheetId, 'the edited sheet among the bid sheets').toBeDefined();
  } finally {
    // The market as the seed left it: the sheet (found by its prices if the journey stopped early) and the offer cancelled.
    if (sheetId === undefined) {
      const sheets = await getJson<{ rows: { id: number; lines: { price: string }[] }[] }>(
        request,
        '/api/bids/grouped?pageSize=100',
        trader,
      );
      sheetId = sheets.rows.find((one) => one.lines.some((line) => line.price === EQUAL || EACH.includes(line.price)))?.id;
    }
    if (sheetId !== undefined) {
      const cancelled = await request.post(`/api/bids/${sheetId}/cancel`, {
        data: { passwordToken: await passwordToken(request, trader) },
        headers: { authorization: trader },
      });
      expect(cancelled.ok(), await cancelled.text()).toBe(true);
    }
    const withdrawn = await request.post(`/api/offers/${offerId}/cancel`, {
      data: { passwordToken: await passwordToken(request, grower) },
      headers: { authorization: grower },
    });
    expect(withdrawn.ok(), await withdrawn.text()).toBe(true);
  }
});
