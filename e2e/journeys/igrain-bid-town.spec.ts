import { expect as baseExpect, type Page, test } from '@playwright/test';
import { signInByApi } from '../support/api-session.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Issue 24: the nearest town of an igrainX bid is picked from the list, by mouse (Ex Farm) and by
 * keyboard (Free on Truck, after the pricing point cleared the place), and stays picked with its
 * port; the bid is placed there and cancelled. No grain is declared near Dubbo and the bid is far
 * below the market, so it meets nothing while it stands.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
const PRICE = '151.75';

const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
const field = (page: Page, label: string) => page.getByLabel(labelled(label)).first();

/** Mantine's Select and MultiSelect: open by the label, pick the option by its text (a string exactly). */
async function choose(page: Page, label: string, option: string | RegExp) {
  // A MultiSelect's own box takes the click meant for its (narrow) input.
  await page.getByRole('combobox', { name: labelled(label) }).click({ force: true });
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
  await page.keyboard.press('Escape');
}

test('a trader picks the nearest town by mouse and by keyboard and places an igrainX bid there', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Several directions and ranges are offered with the bidSheets flag (on in the seed; a journey may have switched it).
  const admin = await signInByApi(request, DEMO.admin);
  const flag = await request.put('/api/settings/feature-flags/bidSheets', { data: { enabled: true }, headers: { authorization: admin } });
  expect(flag.ok(), await flag.text()).toBe(true);

  await signIn(page, DEMO.trader.loginNumber, DEMO.trader.email);
  await expect(page).toHaveURL(/\/portal\/buy-grain$/, { timeout: 60_000 });
  await page.goto('/portal/buy-grain/igrain-bid/create');
  await expect(page.getByRole('heading', { name: 'Create Bid', level: 1 })).toBeVisible();
  await choose(page, 'Season', '2026/27');
  await choose(page, 'Commodity', 'Wheat');
  await choose(page, 'Grade', /^APH1/);
  await field(page, 'Quantity (mt)').fill('120');
  await choose(page, 'Delivery period', 'Mar 2027');

  // Ex Farm, the town picked by mouse: it stays, with its port.
  await page.getByRole('radio', { name: 'Ex Farm' }).check();
  const town = field(page, 'Nearest town');
  await town.click();
  await town.pressSequentially('Dub');
  await page.getByRole('option', { name: 'Dubbo, NSW', exact: true }).click();
  await expect(town).toHaveValue('Dubbo, NSW');
  await expect(town).toHaveAccessibleDescription(/^Port: \S/);
  await choose(page, 'Direction', 'N');
  await choose(page, 'Distance range', '0-5 km');
  await page.getByRole('button', { name: 'Preview Bid', exact: true }).click();
  // Nothing is missing but the price: the town is not 'Required'.
  await expect(page.getByRole('alert').filter({ hasText: 'Price: Required' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Nearest town' })).toHaveCount(0);

  // Free on Truck clears the place; the town picked again, by keyboard.
  await page.getByRole('radio', { name: 'Free on Truck' }).check();
  await expect(town).toHaveValue('');
  await town.click();
  await town.pressSequentially('Dubb');
  await expect(page.getByRole('option', { name: 'Dubbo, NSW', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(town).toHaveValue('Dubbo, NSW');
  await expect(town).toHaveAccessibleDescription(/^Port: \S/);
  await choose(page, 'Direction', 'NE');
  await choose(page, 'Distance range', '5-10 km');
  await field(page, 'Price ($/mt)').fill(PRICE);

  await page.getByRole('button', { name: 'Preview Bid', exact: true }).click();
  const preview = page.getByRole('table', { name: 'Bid' });
  await expect(preview.getByRole('row', { name: /^Prices/ })).toContainText(`5-10 km NE of Dubbo, NSW: $${PRICE}/mt`);
  await page.getByLabel(/I agree to the/).check();
  await field(page, 'Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Create Bid', exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/buy-grain$/);
  await expect(page.getByText('Your bid was placed.')).toBeVisible();

  // It stands among the active bids, near Dubbo; cancelled from the list, the market is as it was.
  const placed = page
    .getByRole('region', { name: 'Active bids' })
    .getByRole('row')
    .filter({ hasText: `$${PRICE}` });
  await expect(placed).toContainText('Dubbo');
  await placed.getByRole('button', { name: /^Cancel/ }).click();
  await page.getByRole('dialog', { name: 'Cancel bid?' }).getByRole('button', { name: 'Yes, cancel the bid' }).click();
  await expect(page.getByRole('region', { name: 'Active bids' })).toHaveAttribute('aria-busy', 'false');
  await expect(placed).toHaveCount(0);
});
