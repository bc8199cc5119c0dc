import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../support/demo.ts';
import { codeFrom, latestMessageId, waitForMessage } from '../support/outbox.ts';

/**
 * Spec 000 §2.5, §4, §9: a trade made through the API shows up, without a reload, on an open home
 * page (counter, feed, chart) and on the sounds page with its sound chosen (cha-ching: under 100 t).
 */

const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));

type Person = { loginNumber: string; email: string; mobile?: string };

/** Signs in through the API (reading the MFA code from the outbox) and answers the bearer header. */
async function signInByApi(request: APIRequestContext, person: Person): Promise<string> {
  const to = 'mobile' in person && person.mobile ? person.mobile : person.email;
  const before = await latestMessageId(request, to);
  const login = await request.post('/api/auth/login', { data: { login: person.loginNumber, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const challenge = (await login.json()) as { challengeId: string; sentTo: string | null };
  if (!challenge.sentTo) {
    const sent = await request.post('/api/auth/mfa/send', { data: { challengeId: challenge.challengeId, channel: 'email' } });
    expect(sent.ok()).toBe(true);
  }
  const message = await waitForMessage(request, challenge.sentTo ? to : person.email, 'mfa_code', before);
  const verified = await request.post('/api/auth/mfa/verify', { data: { challengeId: challenge.challengeId, code: codeFrom(message) } });
  expect(verified.ok()).toBe(true);
  const { tokens } = (await verified.json()) as { tokens: { token: string } };
  return `Bearer ${tokens.token}`;
}

async function passwordToken(request: APIRequestContext, authorization: string): Promise<string> {
  const response = await request.post('/api/auth/password-token', { data: { password: DEMO_PASSWORD }, headers: { authorization } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { passwordToken: string }).passwordToken;
}

async function get<T>(request: APIRequestContext, url: string, authorization: string): Promise<T> {
  const response = await request.get(url, { headers: { authorization } });
  expect(response.ok(), url).toBe(true);
  return (await response.json()) as T;
}

type Holding = {
  id: number;
  site: { id: number; name: string };
  season: { id: number; name: string };
  commodity: { id: number };
  grade: { id: number };
};

/** A trader bids 50 t and the grower offers below it: the market being open, they trade at once. */
async function tradeFiftyTonnes(request: APIRequestContext) {
  const admin = await signInByApi(request, DEMO.admin);
  const opened = await request.put('/api/market/status/cgx', { data: { status: 'open' }, headers: { authorization: admin } });
  expect(opened.ok()).toBe(true);

  const trader = await signInByApi(request, DEMO.trader);
  const grower = await signInByApi(request, DEMO.grower);
  const holdings = await get<Holding[]>(request, '/api/holdings', grower);
  const holding = holdings.find((candidate) => candidate.season.name === '2026/27' && candidate.site.name === 'Narrabri') ?? holdings[0];
  if (!holding) throw new Error('the demo grower has no holdings');
  const periods = await get<{ id: number; kind: string }[]>(request, '/api/reference/delivery-periods', trader);
  const now = periods.find((period) => period.kind === 'now');
  if (!now) throw new Error('no delivery period Now');
  const terms = { market: 'cgx', seasonId: holding.season.id, commodityId: holding.commodity.id, deliveryPeriodId: now.id, quantity: '50' };

  const bid = await request.post('/api/bids', {
    headers: { authorization: trader },
    data: {
      ...terms,
      passwordToken: await passwordToken(request, trader),
      bidsAttributes: [{ gradeId: holding.grade.id, siteId: holding.site.id, price: '285.00' }],
    },
  });
  expect(bid.status(), await bid.text()).toBe(201);
  const offer = await request.post('/api/offers', {
    headers: { authorization: grower },
    data: {
      ...terms,
      passwordToken: await passwordToken(request, grower),
      holdingId: holding.id,
      price: '279.50',
      chemicalDeclaration: true,
    },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const placed = (await offer.json()) as { trades: { quantity: string; price: string }[] };
  expect(placed.trades).toEqual([expect.objectContaining({ quantity: '50.000', price: '285.00' })]);
}

/** Marks the window, so the test can tell that the page was never reloaded. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const stillSameWindow = (page: Page) => page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);

test('a trade shows up live on the home page and plays its sound on the sounds page', async ({ context, request }) => {
  const home = await context.newPage();
  await home.setViewportSize({ width: 1280, height: 900 });
  await home.goto('/');
  await expect(home.getByRole('heading', { level: 1, name: 'Have a say in the price of grain' })).toBeVisible();
  await expect(home.getByTestId('counter-traded')).toHaveText('0 t');
  await expect(home.getByRole('region', { name: 'Market Data' }).getByText('Nothing on the market yet today.')).toBeVisible();
  await expect(home.getByTestId('chart-data-table')).toBeAttached();
  await markWindow(home);

  const sounds = await context.newPage();
  await sounds.goto('/sounds');
  await expect(sounds.getByRole('heading', { level: 1, name: 'Market Sounds' })).toBeVisible();
  await expect(sounds.getByTestId('figure-traded')).toHaveText('0 t');
  await sounds.getByRole('switch', { name: 'Market Sounds Off' }).click();
  await expect(sounds.getByRole('switch', { name: 'Market Sounds On' })).toBeChecked();
  await markWindow(sounds);

  await tradeFiftyTonnes(request);

  // Home: the counter, the feed and the chart follow the socket.
  await expect(home.getByTestId('counter-traded')).toHaveText('50 t');
  const feed = home.getByTestId('market-feed-table');
  await expect(feed.getByRole('row').nth(1)).toContainText('Trade');
  await expect(feed.getByRole('row').nth(1)).toContainText('50 t');
  await expect(feed.getByRole('row').nth(1)).toContainText(/\$285\.00 \(\$\d[\d,]*\.\d\d\)/);
  await expect(feed.getByRole('row').nth(1)).toContainText('just now');
  const lastWeek = home.getByTestId('chart-data-table').getByRole('row').last();
  await expect(lastWeek.getByRole('cell').first()).toHaveText('50');
  await expect(home.getByTestId('chart-total')).toHaveText(/^50 t traded/);
  expect(await stillSameWindow(home)).toBe(true);

  // Sounds page: the total, the feed and the sound chosen for a 50 t trade.
  await expect(sounds.getByTestId('figure-traded')).toHaveText('50 t');
  await expect(sounds.getByTestId('market-sounds')).toHaveAttribute('data-last-sound', 'cha-ching');
  await expect(sounds.getByTestId('market-feed-table').getByRole('row').nth(1)).toContainText('Trade');
  expect(await stillSameWindow(sounds)).toBe(true);
});

const PAGES = [
  { name: 'home', path: '/', ready: (page: Page) => page.getByTestId('storage-providers') },
  { name: 'market-trades', path: '/market/trades', ready: (page: Page) => page.getByTestId('figure-traded') },
  { name: 'market-overview', path: '/market/overview', ready: (page: Page) => page.getByTestId('chart-data-table') },
  { name: 'sounds', path: '/sounds', ready: (page: Page) => page.getByTestId('figure-traded') },
] as const;

test('the market pages at phone, tablet and desktop widths (screenshots for review)', async ({ page }) => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const target of PAGES) {
      await page.goto(target.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The home page's lower sections load as the visitor scrolls towards them.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(target.ready(page)).toBeAttached();
      await page.evaluate(() => window.scrollTo(0, 0));
      // Nothing may stick out sideways: the page scrolls down, never across.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${target.path} at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}${target.name}-${width}.png`, fullPage: true });
    }
  }
});
