import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DEMO, DEMO_PASSWORD } from '../support/demo.ts';
import { codeFrom, latestMessageId, linkFrom, waitForMessage } from '../support/outbox.ts';
import { signIn, signOut } from '../support/sign-in.ts';
import { tradeFiftyTonnes } from '../support/trading.ts';

/**
 * The member's own pages (issue 12 item 9): the trades of each side with their contract notes,
 * live; the organisation's users and the administrator's invitation; Edit Profile and the
 * notification preferences. Each page holds at 1280 and 375 px and passes axe.
 */
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
// Each journey signs in (twice for the trade), trades through the API and checks two widths with axe.
test.describe.configure({ timeout: 240_000 });
/** A page's first visit loads its chunk (and the service worker precaches): on a busy machine that takes a while. */
const LOADED = { timeout: 30_000 };

/** No sideways scroll at either width; a full-page screenshot of each for review. */
async function checkWidths(page: Page, name: string, ready: () => Promise<void>) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    // Polled: the layout settles after the resize (the sidebar folds away at phone width).
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
        message: `${name} at ${width} px scrolls sideways`,
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
  }
  await expectNoSeriousViolations(page, `${name} at 375 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function downloadContractNote(page: Page, formattedId: string) {
  const download = page.waitForEvent('download');
  await page
    .getByRole('button', { name: `Contract note ${formattedId} (PDF)` })
    .first()
    .click();
  return (await download).suggestedFilename();
}

test('a grower and a trader whose orders traded see the trade, live, on my-sales and our-purchases, and download its contract note', async ({
  page,
  request,
}) => {
  await signIn(page, DEMO.grower.loginNumber, DEMO.grower.mobile);
  await expect(page).toHaveURL(/\/portal\/my-grain$/, LOADED);
  await page.getByRole('link', { name: 'My Sales' }).first().click();
  await expect(page).toHaveURL(/\/portal\/my-sales$/, LOADED);
  await expect(page.getByRole('heading', { level: 1, name: 'My Sales' })).toBeVisible(LOADED);
  await page.evaluate(() => Object.assign(window, { __notReloaded: true }));

  const trade = await tradeFiftyTonnes(request);
  // The trade's notification refreshes the open list: no reload.
  const row = page.getByRole('row').filter({ hasText: trade.formattedId });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Awaiting Grain');
  await expect(row).toContainText('Narrabri');
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  expect(await downloadContractNote(page, trade.formattedId)).toBe(`${trade.formattedId} contract note (seller).pdf`);

  // The bell's notification of the trade leads to the trade's page below this one (issue 24; member-trade-page.spec.ts).
  await page.goto('/portal/profile');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page
    .getByText(new RegExp(`Trade ${trade.formattedId}: you sold`))
    .first()
    .click();
  await expect(page).toHaveURL(/\/portal\/my-sales\/\d+$/, LOADED);
  await expect(page.getByRole('heading', { level: 1, name: `Trade ${trade.formattedId}` })).toBeVisible(LOADED);
  await page.getByRole('link', { name: 'My Sales' }).first().click();
  await expect(page).toHaveURL(/\/portal\/my-sales$/, LOADED);
  await checkWidths(page, 'my-sales', async () => {
    await expect(page.getByRole('main').getByText(trade.formattedId).first()).toBeVisible(LOADED);
  });

  await signOut(page);
  await signIn(page, DEMO.trader.loginNumber, DEMO.trader.email);
  await page.getByRole('link', { name: 'Our Purchases' }).first().click();
  await expect(page).toHaveURL(/\/portal\/our-purchases$/, LOADED);
  await expect(page.getByRole('row').filter({ hasText: trade.formattedId })).toBeVisible();
  expect(await downloadContractNote(page, trade.formattedId)).toBe(`${trade.formattedId} contract note (buyer).pdf`);
  // The trader's sales are another page; this trade is not one of them.
  await page.getByRole('link', { name: 'Our Sales' }).first().click();
  await expect(page.getByText('No sales yet.')).toBeVisible(LOADED);
  await page.goto('/portal/our-purchases');
  await checkWidths(page, 'our-purchases', async () => {
    await expect(page.getByRole('main').getByText(trade.formattedId).first()).toBeVisible(LOADED);
  });
});

test('the administrator invites a user: the e-mail is in the outbox, and its link lets the new user choose a password and sign in', async ({
  page,
  request,
}) => {
  const email = `sam.newcomer.${Date.now()}@wattlecreek.com.au`;
  await signIn(page, DEMO.grower.loginNumber, DEMO.grower.mobile);
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(page).toHaveURL(/\/portal\/users$/, LOADED);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible(LOADED);
  await expect(page.getByText('Administrator').first()).toBeVisible();
  await page.getByRole('link', { name: 'Invite user' }).click();
  await expect(page).toHaveURL(/\/portal\/users\/invite$/, LOADED);
  await expect(page.getByRole('heading', { level: 1, name: 'Invite User' })).toBeVisible(LOADED);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'invite user with errors');
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/portal\/users$/, LOADED);
  await expect(page.getByText('Invitation sent')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');

  const invitation = await waitForMessage(request, email, 'user_invitation');
  expect(invitation.subject).toBe('Jack Thompson invited you to Wattle Creek Farming on CGX');
  await checkWidths(page, 'users', async () => {
    await expect(page.getByText(email).first()).toBeVisible();
  });

  await signOut(page);
  await page.goto(linkFrom(invitation));
  await expect(page).toHaveURL(/\/reset-password$/, LOADED);
  const before = await latestMessageId(request, email);
  await page.getByLabel('New password').fill('Newcomer-Grain-27');
  await page.getByLabel('Confirm password').fill('Newcomer-Grain-27');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Verify your identity').first()).toBeVisible();
  await page.getByRole('button', { name: 'Send code by e-mail' }).click();
  await page.getByLabel('Verification code').fill(codeFrom(await waitForMessage(request, email, 'mfa_code', before)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/portal\/my-grain$/, LOADED);
});

test('a grower edits their profile and turns on SMS alerts for new bids', async ({ page }) => {
  await signIn(page, DEMO.grower.loginNumber, DEMO.grower.mobile);
  await page.goto('/portal/profile');
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/portal\/profile\/edit$/, LOADED);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible(LOADED);
  await expect(page.getByLabel('First name')).toHaveValue('Jack');
  await checkWidths(page, 'profile-edit', async () => {
    await expect(page.getByLabel('Mobile')).toHaveValue('0412 345 678');
  });

  await page.getByLabel('First name').fill('Jackson');
  await page.getByLabel('Current password').fill('not the password');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The password is not authorised. Please check it and try again.').first()).toBeVisible();
  await page.getByLabel('Current password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/portal\/profile$/, LOADED);
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByText('Jackson Thompson')).toBeVisible();
  // The profile menu follows the session, which was refreshed.
  await expect(page.getByRole('button', { name: /^Profile menu/ })).toContainText('Jackson');

  await page.getByRole('link', { name: 'Notification Preferences' }).click();
  await expect(page).toHaveURL(/\/portal\/profile\/preferences$/, LOADED);
  await expect(page.getByText('Alerts go to 0412 345 678.')).toBeVisible();
  const toggle = page.getByRole('switch', { name: /SMS alerts for new bids/ });
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your notification preferences are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: /SMS alerts for new bids/ })).toBeChecked(LOADED);
  await checkWidths(page, 'preferences', async () => {
    await expect(page.getByRole('switch', { name: /SMS alerts for new bids/ })).toBeVisible();
  });
});
