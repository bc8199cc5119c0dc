import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInByApi } from '../support/api-session.ts';
import { DEMO } from '../support/demo.ts';
import { waitForMessage } from '../support/outbox.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Spec 000 §2.4, §4, §9: the portal chrome. The bell's toast and badge, the read broadcast between
 * windows, staff impersonation in its own window, and the maintenance switch.
 */

/** What a trade does to the bell, without making one: the development route notifies by e-mail address. */
async function notify(request: APIRequestContext, email: string, body: string, count = 1) {
  const response = await request.post('/api/dev/notifications', { data: { email, body, count } });
  expect(response.ok()).toBe(true);
}

const badge = (page: Page) => page.getByTestId('notification-badge');

test('a pushed notification toasts and raises the badge; 9+ at ten; mark all read in one window clears the other', async ({
  context,
  request,
}) => {
  const grower = await signInByApi(request, DEMO.grower);
  // Whatever earlier journeys left for this grower: start from nothing unread.
  expect((await request.post('/api/notifications/read-all', { headers: { authorization: grower } })).status()).toBe(204);

  const first = await context.newPage();
  await signIn(first, DEMO.grower.loginNumber, DEMO.grower.mobile);
  await expect(first).toHaveURL(/\/portal\/my-grain$/);
  await expect(first.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(first.getByTestId('market-ticker')).toContainText(/Market (open|closed)|CGX (open|closed)/);
  await expect(badge(first)).toHaveCount(0);

  await notify(request, DEMO.grower.email, 'You sold 50 mt of APW1 at Moree for $285.00');
  await expect(first.getByText('You sold 50 mt of APW1 at Moree for $285.00')).toBeVisible();
  await expect(badge(first)).toHaveText('1');

  await notify(request, DEMO.grower.email, 'Your offer traded', 9);
  await expect(badge(first)).toHaveText('9+');
  // A burst shows three toasts at most, away from the header: the bell stays reachable.
  await expect(first.locator('.mantine-Notification-root')).toHaveCount(3);

  const second = await context.newPage();
  await second.goto('/portal/my-grain');
  await expect(badge(second)).toHaveText('9+');

  await first.getByRole('button', { name: 'Notifications, 10 unread' }).click();
  await first.getByRole('button', { name: 'Mark all read' }).click();
  await expect(badge(first)).toHaveCount(0);
  await expect(first.getByText("You've read all your notifications")).toBeVisible();
  // The other window hears of it and refetches, without a reload.
  await expect(badge(second)).toHaveCount(0);
});

test('staff impersonate a grower in a new window, see the grower’s portal, and exit back to staff', async ({ page }) => {
  await signIn(page, DEMO.admin.loginNumber, DEMO.admin.email);
  await expect(page).toHaveURL(/\/portal\/dashboard\/home$/);
  await page.getByRole('link', { name: 'Impersonate a User' }).click();
  await expect(page.getByRole('heading', { name: 'Impersonate a User' })).toBeVisible();
  await page.getByLabel('Find a user').fill('Wattle Creek');
  const impersonate = page.getByRole('button', { name: 'Impersonate Jack Thompson' });
  await expect(impersonate).toBeVisible();

  const opened = page.waitForEvent('popup');
  await impersonate.click();
  const popup = await opened;
  await expect(popup).toHaveURL(/\/portal\/my-grain$/);
  await expect(popup.getByRole('heading', { name: 'My Grain', level: 1 })).toBeVisible();
  await expect(popup.getByText('Wattle Creek Farming').first()).toBeVisible();
  await expect(popup.getByText(/You are impersonating/)).toBeVisible();
  // The tokens never stay in the address bar.
  expect(popup.url()).not.toContain('token=');

  // The staff member's own tabs keep the staff session.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Impersonate a User' })).toBeVisible();

  await popup.getByRole('button', { name: /^Profile menu/ }).click();
  const closed = popup.waitForEvent('close');
  await popup.getByRole('menuitem', { name: 'Exit Impersonation' }).click();
  await closed;

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/portal\/dashboard\/home$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('Clear Settle: the banner invites visitors to register; the home page offers a signed-in trader the modal once', async ({ page }) => {
  await page.goto('/about');
  const banner = page.getByRole('complementary', { name: 'Clear Settle' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Register for Clear Settle' }).click();
  await expect(page).toHaveURL(/\/register\?source=Clear(%20|\+)Settle$/);
  await expect(page.getByText('You are registering for Clear Settle')).toBeVisible();
  await expect(banner).toHaveCount(0);

  await signIn(page, DEMO.trader.loginNumber, DEMO.trader.email);
  await expect(page).toHaveURL(/\/portal\/buy-grain$/);
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Clear Settle' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Register interest' }).click();
  await expect(modal.getByText('Thank you for your interest in Clear Settle.', { exact: false })).toBeVisible();
  await modal.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(modal).toHaveCount(0);
  // Exchange staff were told by e-mail.
  await waitForMessage(page.request, DEMO.admin.email, 'clear_settle_interest');
  // Completed: not offered again, not even in a new tab.
  const again = await page.context().newPage();
  const loaded = again.waitForResponse((response) => response.url().endsWith('/api/onboarding/experiences'));
  await again.goto('/');
  expect(await (await loaded).json()).toEqual({
    experiences: expect.arrayContaining([{ id: 'clear-settle-modal', state: 'completed' }]),
  });
  await expect(again.getByRole('heading', { level: 1, name: 'Have a say in the price of grain' })).toBeVisible();
  await expect(again.getByRole('dialog', { name: 'Clear Settle' })).toHaveCount(0);
});

test('with the maintenance flag on, every route shows the maintenance page with the phone and e-mail', async ({ page, request }) => {
  const admin = await signInByApi(request, DEMO.admin);
  const setMaintenance = async (enabled: boolean) => {
    const response = await request.put('/api/settings/feature-flags/maintenance', { data: { enabled }, headers: { authorization: admin } });
    expect(response.ok()).toBe(true);
  };
  await setMaintenance(true);
  try {
    for (const path of ['/', '/login', '/register', '/market', '/portal/my-grain', '/analyst', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByText(/temporarily unavailable due to system updates and maintenance work/), path).toBeVisible();
      await expect(page.locator('a[href^="tel:"]'), path).toBeVisible();
      await expect(page.locator('a[href^="mailto:"]'), path).toBeVisible();
    }
  } finally {
    await setMaintenance(false);
  }
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
