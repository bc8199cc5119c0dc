import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { DEMO } from '../support/demo.ts';
import { waitForMessage } from '../support/outbox.ts';
import { signIn } from '../support/sign-in.ts';

/** Screenshots of every information page at three widths, for a person to look at (gitignored). */
const SCREENSHOTS = path.join(import.meta.dirname, '..', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

const WIDTHS = [375, 768, 1280] as const;
const SUPPORT_EMAIL = 'support@cgx.com.au';

const PAGES = [
  { path: '/market-exchange-trading', heading: 'Market and Exchange Trading' },
  { path: '/settlement-and-clearing', heading: 'Settlement and Clearing' },
  { path: '/data-and-connectivity', heading: 'Data and Connectivity' },
  { path: '/growers', heading: 'Growers' },
  { path: '/agents', heading: 'Agents' },
  { path: '/buyers', heading: 'Buyers' },
  { path: '/storage-providers', heading: 'Storage Providers' },
  { path: '/about', heading: 'About CGX' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/insurance-policy-schedule', heading: 'Policy Schedule' },
  { path: '/financial-services-guide', heading: 'Financial Services Guide' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/contact-us', heading: 'Contact us' },
  { path: '/reference-tables', heading: 'Reference tables' },
] as const;

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });

test('a visitor sends the contact form; support and the sender both get an e-mail', async ({ page }) => {
  const email = `sam.${Date.now()}@riverinagrain.com.au`;
  await page.goto('/contact-us');
  await page.getByLabel('Name').fill('Sam Riverina');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Organisation').fill('Riverina Grain');
  await page.getByLabel('Topic').selectOption('Trading on the exchange');
  await page.getByLabel('Message').fill('Can I bid for a whole port zone at once?');
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you, your message has been sent' })).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();

  const acknowledgement = await waitForMessage(page.request, email, 'contact_acknowledgement');
  expect(acknowledgement.summary).toContain('Trading on the exchange');
  const enquiry = await waitForMessage(page.request, SUPPORT_EMAIL, 'contact_enquiry');
  expect(enquiry.summary).toContain(email);
  expect(enquiry.summary).toContain('Can I bid for a whole port zone at once?');
});

test('the contact form shows the shared rules before sending anything', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByLabel('Email').fill('sam@farm');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Entered value does not match email format')).toBeVisible();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(3);
});

for (const { path: pagePath, heading } of PAGES) {
  test(`${pagePath} reads well at ${WIDTHS.join(', ')} px and passes axe`, async ({ page }) => {
    const name = pagePath.slice(1);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(pagePath);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (pagePath === '/reference-tables') await expect(page.getByRole('tab').first()).toBeVisible();
      // Nothing may stick out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `${name}-${width}`);
      await expectNoSeriousViolations(page, `${pagePath} at ${width} px`);
    }
  });
}

test('the FAQ opens the canola modal, whose calculator prices by oil content', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/faq');
  await page.getByRole('button', { name: 'How is canola priced?' }).click();
  await page.getByRole('button', { name: 'Open the canola pricing calculator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Canola pricing basis' });
  await expect(dialog.getByText('Canola pricing basis: 42% oil and 0% admixture.', { exact: false })).toBeVisible();
  await dialog.getByLabel('Oil content (%)').fill('40');
  await expect(dialog.getByText('$630.50/mt')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'canola-modal-375.png') });
  await expectNoSeriousViolations(page, 'the canola modal');
});

test('the top nav and footer link the information pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The dropdown shows only once opened.
  await expect(nav.getByRole('link', { name: 'Settlement and Clearing' })).toBeHidden();
  await nav.getByRole('button', { name: 'Services' }).click();
  await nav.getByRole('link', { name: 'Settlement and Clearing' }).click();
  await expect(page).toHaveURL(/\/settlement-and-clearing$/);
  await nav.getByRole('button', { name: 'Users' }).click();
  await nav.getByRole('link', { name: 'Storage Providers' }).click();
  await expect(page).toHaveURL(/\/storage-providers$/);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await footer.getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('a signed-in buyer sees every site with its port zone and port differential', async ({ page }) => {
  await signIn(page, DEMO.trader.loginNumber, DEMO.trader.email);
  await expect(page).toHaveURL(/\/portal/);
  for (const width of [375, 1280] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/reference-tables');
    await page.getByRole('tab', { name: 'NSW' }).click();
    // A table on wide screens, cards on narrow ones: whichever is shown.
    await expect(page.getByText('Moree', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByText('Port differential', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shot(page, `reference-tables-signed-in-${width}`);
    await expectNoSeriousViolations(page, `signed-in reference tables at ${width} px`);
  }
});
