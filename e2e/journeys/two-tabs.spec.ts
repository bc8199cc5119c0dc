import { expect, test } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { signIn, signOut } from '../support/sign-in.ts';

test('signing out in one tab signs the other out with an error', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, DEMO.analyst.loginNumber, DEMO.analyst.email);
  await expect(first).toHaveURL(/\/analyst$/);
  await expect(first.getByRole('heading', { name: 'Analyst Portal' })).toBeVisible();

  const second = await context.newPage();
  await second.goto('/portal/profile');
  await expect(second.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  await signOut(first);
  await expect(second).toHaveURL(/\/login/);
  await expect(second.getByText('You were signed out in another window. Please sign in again.')).toBeVisible();
});

test('signing in again in one tab brings the other back to its page', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, DEMO.agent.loginNumber, DEMO.agent.email);
  const second = await context.newPage();
  await second.goto('/portal/profile');
  await expect(second.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await signOut(first);
  await expect(second).toHaveURL(/\/login/);
  await signIn(first, DEMO.agent.loginNumber, DEMO.agent.email);
  await expect(second).toHaveURL(/\/portal\/profile$/);
});
