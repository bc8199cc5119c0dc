import { expect, test } from '@playwright/test';
import { linkFrom, waitForMessage } from '../support/outbox.ts';
import { signIn } from '../support/sign-in.ts';

test('a grower registers with an NGR, confirms by the e-mailed link, and signs in', async ({ page }) => {
  const stamp = Date.now();
  const email = `hannah.${stamp}@goldenplains.com.au`;
  const ngr = String(70_000_000 + (stamp % 9_999_999));
  const password = 'Golden-Plains-26';

  await page.goto('/register');
  await page.getByRole('link', { name: /Grower with an NGR/ }).click();
  await expect(page).toHaveURL(/\/register\/grower-ngr$/);
  await page.getByLabel('First name').fill('Hannah');
  await page.getByLabel('Last name').fill('Baker');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile').fill('0498 765 432');
  await page.getByLabel('NGR').fill(ngr);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/register\/grower-ngr\/thank-you/);
  await expect(page.getByText(email)).toBeVisible();

  const confirmation = await waitForMessage(page.request, email, 'email_confirmation');
  await page.goto(linkFrom(confirmation));
  await expect(page).toHaveURL(/\/login\?confirmedEmail=1/);

  await signIn(page, email, email, password);
  await expect(page).toHaveURL(/\/portal\/my-grain$/);
  await expect(page.getByRole('heading', { name: 'My Grain', level: 1 })).toBeVisible();
  // A new grower holds no grain yet.
  await expect(page.getByText('No grain held at storage sites.')).toBeVisible();

  // The same link again: the login page says the e-mail was already confirmed.
  await page.goto(linkFrom(confirmation));
  await expect(page.getByText('Email was already confirmed, please try signing in or try', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'setting a password' })).toHaveAttribute('href', '/forgot-password');
});
