import { type Page, expect, test } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { codeFrom, latestMessageId, linkFrom, shiftServerClock, waitForMessage } from '../support/outbox.ts';

async function requestResetLink(page: Page, email: string) {
  const before = await latestMessageId(page.request, email);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/email-sent\/forgot-password$/);
  await expect(page.getByText("We've sent a single-use reset password link to your email, valid for 15 minutes.")).toBeVisible();
  return linkFrom(await waitForMessage(page.request, email, 'password_reset', before));
}

async function choosePassword(page: Page, password: string) {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Reset' }).click();
}

/** 'Verify your identity' after the reset, as after a password (decision 0063): the code from the outbox. */
async function verifyWithCode(page: Page, email: string, before: number) {
  await expect(page.getByText('Verify your identity').first()).toBeVisible();
  if (await page.getByRole('button', { name: 'Send code by e-mail' }).isVisible()) {
    await page.getByRole('button', { name: 'Send code by e-mail' }).click();
  }
  const message = await waitForMessage(page.request, email, 'mfa_code', before);
  await page.getByLabel('Verification code').fill(codeFrom(message));
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('forgot password: the e-mailed link sets a new password, asks for the code, signs in on portal home, and works only once', async ({
  page,
}) => {
  const link = await requestResetLink(page, DEMO.growerResettingPassword.email);
  await page.goto(link);
  // The token leaves the address bar once the page has read it.
  await expect(page).toHaveURL(/\/reset-password$/);
  const before = await latestMessageId(page.request, DEMO.growerResettingPassword.email);
  await choosePassword(page, 'Canola-Season-27');
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await verifyWithCode(page, DEMO.growerResettingPassword.email, before);
  await expect(page).toHaveURL(/\/portal\/my-grain$/);

  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto(link);
  await choosePassword(page, 'Another-Season-28');
  await expect(page.getByText(/invalid, has expired or has already been used/)).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password/);
});

test('a reset link older than 15 minutes is refused', async ({ page }) => {
  const link = await requestResetLink(page, DEMO.traderTwo.email);
  await shiftServerClock(page.request, 16);
  try {
    await page.goto(link);
    await choosePassword(page, 'Sorghum-Season-29');
    await expect(page.getByText(/invalid, has expired or has already been used/)).toBeVisible();
  } finally {
    await shiftServerClock(page.request, -16);
  }
});

test("the reset form says 'Passwords don't match.'", async ({ page }) => {
  await page.goto('/reset-password?token=abc');
  await page.getByLabel('New password').fill('Canola-Season-27');
  await page.getByLabel('Confirm password').fill('Canola-Season-28');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText("Passwords don't match.")).toBeVisible();
});
