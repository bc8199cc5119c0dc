import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

const NOT_FOUND = 'Sorry, this page is not available. The link may be broken or the page may have been removed.';

test('an anonymous visitor opening a portal route lands on /login', async ({ page }) => {
  await page.goto('/portal/buy-grain');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a trader opening a staff route sees the unauthorised page', async ({ page }) => {
  await signIn(page, DEMO.trader.loginNumber, DEMO.trader.email);
  await expect(page).toHaveURL(/\/portal\/buy-grain$/);
  await page.goto('/portal/dashboard/home');
  await expect(page.getByText('Sorry, you are not authorised to see this page.')).toBeVisible();
  await page.goto('/portal/settings/general');
  await expect(page.getByText('Sorry, you are not authorised to see this page.')).toBeVisible();
});

test('an unknown path shows the not-found text with a link home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-page$/);
  await page.getByRole('link', { name: 'Go to the homepage' }).click();
  await expect(page.getByRole('heading', { name: 'Have a say in the price of grain' })).toBeVisible();
});
