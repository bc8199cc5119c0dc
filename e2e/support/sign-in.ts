import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo.ts';
import { codeFrom, latestMessageId, waitForMessage } from './outbox.ts';

/** Signs in through the login page and the 'Verify your identity' step, reading the code from the outbox. */
export async function signIn(page: Page, login: string, email: string, password = DEMO_PASSWORD) {
  const before = await latestMessageId(page.request, email);
  await page.goto('/login');
  await page.getByLabel('E-mail or login number').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Verify your identity').first()).toBeVisible();
  if (await page.getByRole('button', { name: 'Send code by e-mail' }).isVisible()) {
    await page.getByRole('button', { name: 'Send code by e-mail' }).click();
  }
  const message = await waitForMessage(page.request, email, 'mfa_code', before);
  await page.getByLabel('Verification code').fill(codeFrom(message));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Signed in once the app leaves the login page: a journey's next page.goto would otherwise race the session.
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /^Profile menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
}
