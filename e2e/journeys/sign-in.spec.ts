import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { signIn, signOut } from '../support/sign-in.ts';

test('a trader signs in with a login number and the e-mailed code, lands on Buy Grain, and signs out', async ({ page }) => {
  await signIn(page, DEMO.trader.loginNumber, DEMO.trader.email);
  await expect(page).toHaveURL(/\/portal\/buy-grain$/);
  await expect(page.getByRole('heading', { name: 'Buy Grain' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active Bids', selected: true })).toBeVisible();
  // The profile menu names who is signed in, for which organisation.
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await expect(page.getByText('Southern Cross Grain Trading Pty Ltd').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);
  await page.goto('/portal');
  await expect(page).toHaveURL(/\/login/);
});

test('a grower without MFA sees the notice, chooses e-mail, and lands on My Grain', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail or login number').fill(DEMO.growerWithoutMfa.loginNumber);
  await page.getByLabel('Password', { exact: true }).fill('Harvest2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('MFA is now required to verify identity by email or mobile.')).toBeVisible();
  await signIn(page, DEMO.growerWithoutMfa.loginNumber, DEMO.growerWithoutMfa.email);
  await expect(page).toHaveURL(/\/portal\/my-grain$/);
  await expect(page.getByRole('heading', { name: 'My Grain' })).toBeVisible();
});

test('a wrong password is refused with a message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail or login number').fill(DEMO.agent.email);
  await page.getByLabel('Password', { exact: true }).fill('Not-the-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The login number, e-mail or password is incorrect.')).toBeVisible();
});
