import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { abaFileProblems, type AbaDetailRecord, parseAbaFile } from '@cgx/domain/payments/aba';
import { type APIRequestContext, type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { getJson, passwordToken, signInByApi } from '../support/api-session.ts';
import { DEMO } from '../support/demo.ts';
import { untilStill } from '../support/screenshots.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * Issue 14's proof: two trades made on the market between the demo grower and the demo trader at
 * GrainCorp's Narrabri (the Default ACQ format) go the whole way to settled. Staff upload an ACQ
 * file (one row matched by its trade id, one unmatched and assigned by hand), both invoices reach
 * the portal and the outbox, the buyer's payments come in on a bank statement, the payment run's
 * ABA file downloads and the trades settle; the grower's my-sales, open in its own browser, follows
 * every step without a reload.
 */
// The title transfer's invoices and each step's notification are jobs: a busy machine takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });
const SCREENSHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
const PROVIDER = 'GrainCorp Operations Limited';
const NGR = '12345678';

test.describe.configure({ timeout: 180_000 });

type Trade = { tradeId: number; formattedId: string; quantity: string; price: string };
type Holding = {
  id: number;
  site: { id: number; name: string };
  season: { id: number; name: string };
  commodity: { id: number };
  grade: { id: number; code: string };
  available: string;
};
type OutboxMessage = {
  id: number;
  kind: string;
  subject: string | null;
  summary: string;
  attachments: { path: string; filename: string; contentType: string }[];
};
type ManagementRow = { tradeId: number; formattedId: string; buyerInvoice: string; outstanding: string };

/** Marks the window, so the test can tell that the page was never reloaded. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }));
const stillSameWindow = (page: Page) => page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);

/** A screenshot for review, of the whole page or (my-sales: the demo's year of sales is long) its first screen. */
async function shot(page: Page, name: string, { width = 1280, fullPage = true } = {}) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.setViewportSize({ width, height: 900 });
  await untilStill(page);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name} at ${width} px scrolls sideways` })
    .toBeLessThanOrEqual(width);
  // From the top, nothing focused: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    (document.activeElement as HTMLElement | null)?.blur();
  });
  await page.screenshot({ path: `${SCREENSHOTS}settlement-${name}-${width}.png`, fullPage });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The server's day in Sydney (a journey before may have moved its clock) as dd/mm/yyyy, as ACQ files and statements write it. */
async function serverToday(request: APIRequestContext) {
  const response = await request.post('/api/dev/clock', { data: { minutes: 0 } });
  expect(response.ok()).toBe(true);
  const { now } = (await response.json()) as { now: string };
  const parts = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(new Date(now))
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.day}/${parts.month}/${parts.year}`;
}

/**
 * The demo trader bids and the demo grower offers below the bid, twice: the market makes two trades
 * of barley at Narrabri (a site the seeded market leaves to the journeys, where the bid just placed
 * is the best).
 */
async function tradeTwice(request: APIRequestContext): Promise<{ admin: string; trades: [Trade, Trade]; grade: string }> {
  const admin = await signInByApi(request, DEMO.admin);
  const opened = await request.put('/api/market/status/cgx', { data: { status: 'open' }, headers: { authorization: admin } });
  expect(opened.ok()).toBe(true);
  const trader = await signInByApi(request, DEMO.trader);
  const grower = await signInByApi(request, DEMO.grower);
  const holdings = (await getJson<{ rows: Holding[] }>(request, '/api/holdings?pageSize=100', grower)).rows;
  const holding = holdings.find((candidate) => candidate.season.name === '2026/27' && candidate.site.name === 'Narrabri');
  if (!holding) throw new Error('the demo grower has no barley at Narrabri');
  // The journeys share this holding's 400 t, and a trade holds its tonnes until title transfer: two
  // trades of the 'Now' minimum (25 t) keep within what the journeys before leave.
  expect(Number(holding.available), 'barley left at Narrabri for two 25 t trades').toBeGreaterThanOrEqual(50);
  const periods = await getJson<{ id: number; kind: string }[]>(request, '/api/reference/delivery-periods', trader);
  const now = periods.find((period) => period.kind === 'now');
  if (!now) throw new Error('no delivery period Now');
  const terms = { market: 'cgx', seasonId: holding.season.id, commodityId: holding.commodity.id, deliveryPeriodId: now.id };

  const made: Trade[] = [];
  for (const [quantity, bidPrice, offerPrice] of [
    ['25', '296.00', '290.00'],
    ['25', '294.00', '288.00'],
  ] as const) {
    const bid = await request.post('/api/bids', {
      headers: { authorization: trader },
      data: {
        ...terms,
        quantity,
        passwordToken: await passwordToken(request, trader),
        bidsAttributes: [{ gradeId: holding.grade.id, siteId: holding.site.id, price: bidPrice }],
      },
    });
    expect(bid.status(), await bid.text()).toBe(201);
    const offer = await request.post('/api/offers', {
      headers: { authorization: grower },
      data: {
        ...terms,
        quantity,
        passwordToken: await passwordToken(request, grower),
        holdingId: holding.id,
        price: offerPrice,
        chemicalDeclaration: true,
      },
    });
    expect(offer.status(), await offer.text()).toBe(201);
    // The offer meets the bid just placed (the best at Narrabri): one trade at the bid's price.
    const placed = (await offer.json()) as { trades: Trade[] };
    expect(placed.trades).toEqual([expect.objectContaining({ quantity: `${quantity}.000`, price: bidPrice })]);
    made.push(placed.trades[0] as Trade);
  }
  return { admin, trades: made as [Trade, Trade], grade: holding.grade.code };
}

/** A browser of its own for a member, signed in, on a portal page. */
async function memberPage(browser: Browser, who: { loginNumber: string; email: string; mobile?: string }, path: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, who.loginNumber, who.mobile ?? who.email);
  await page.goto(path);
  return page;
}

const moneyText = (amount: string) => `$${Number(amount).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a market trade goes from the ACQ file through both invoices, the bank statement and the payment run to settled, live on the grower’s my-sales', async ({
  page,
  browser,
  request,
}) => {
  const { admin, trades, grade } = await tradeTwice(request);
  const [tradeA, tradeB] = trades;
  const today = await serverToday(request);

  // The grower's my-sales, open in a browser of its own: both trades await title transfer.
  const sales = await memberPage(browser, DEMO.grower, '/portal/my-sales');
  await expect(sales.getByRole('heading', { level: 1, name: 'My Sales' })).toBeVisible();
  const saleRow = (trade: Trade) => sales.getByRole('table', { name: 'My Sales' }).getByRole('row').filter({ hasText: trade.formattedId });
  for (const trade of trades) {
    await expect(saleRow(trade)).toContainText('Awaiting title transfer');
    await expect(saleRow(trade)).toContainText('Awaiting Grain');
  }
  await markWindow(sales);
  await shot(sales, 'my-sales-awaiting-title', { fullPage: false });

  // Staff upload GrainCorp's ACQ file, its sites by GrainCorp's codes (NARR: Narrabri): row 1 names trade A; row 2 names no trade and a grade no trade has.
  await signIn(page, DEMO.admin.loginNumber, DEMO.admin.email);
  await page.goto('/portal/settlements/acq-files');
  await expect(page.getByRole('heading', { level: 1, name: 'ACQ Files' })).toBeVisible();
  await page.getByLabel('Storage provider').selectOption({ label: PROVIDER });
  await expect(page.getByText('ACQ file format: Default')).toBeVisible();
  const stamp = Date.now();
  const fileName = `graincorp-acq-${stamp}.csv`;
  const acq = [
    'Ticket number,Trade id,NGR,Site code,Commodity code,Grade code,Net tonnes,Title transfer date,Oil (%),Admix (%)',
    `NB-${stamp}-1,${tradeA.formattedId},${NGR},NARR,BAR,${grade},${tradeA.quantity},${today},,`,
    `NB-${stamp}-2,,${NGR},NARR,BAR,F1,${tradeB.quantity},${today},,`,
  ].join('\n');
  await page.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(`${acq}\n`) });
  await page.getByRole('button', { name: 'Upload' }).click();
  const uploaded = page.getByRole('status').filter({ hasText: `${fileName} is uploaded.` });
  await expect(uploaded).toBeVisible();
  await uploaded.getByRole('link', { name: 'See its rows' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `ACQ File ${fileName}` })).toBeVisible();
  await expect(page.getByText(`${PROVIDER}, Default format`)).toBeVisible();
  await expect(page.getByText('Matched (1)', { exact: true })).toBeVisible();
  await expect(page.getByText('Unmatched (1)', { exact: true })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Rows of the file' });
  const row1 = rows.getByRole('row').filter({ hasText: `NB-${stamp}-1` });
  const row2 = rows.getByRole('row').filter({ hasText: `NB-${stamp}-2` });
  await expect(row1).toContainText('Matched');
  await expect(row1.getByRole('link', { name: tradeA.formattedId })).toBeVisible();
  await expect(row2).toContainText('Unmatched');
  await expect(row2).toContainText(`No open trade for NGR ${NGR} at site NARR, grade F1`);

  // Staff assign the unmatched row (the file's row 3, under the header) to trade B by hand.
  await row2.getByRole('button', { name: 'Assign to trade: row 3' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign to trade' });
  await assign.getByLabel('Trade id').fill(tradeB.formattedId);
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(`Row 3 (ticket NB-${stamp}-2) is assigned to ${tradeB.formattedId}.`)).toBeVisible();
  await expect(assign).toBeHidden();
  await expect(page.getByText('Matched (2)', { exact: true })).toBeVisible();
  await expect(page.getByText('Unmatched (0)', { exact: true })).toBeVisible();
  await expect(row2).toContainText('Assigned by hand');
  await expect(row2).toContainText('By Sarah Mitchell');
  await expect(row2.getByRole('link', { name: tradeB.formattedId })).toBeVisible();
  await expect(row1).toContainText('Matched');
  await shot(page, 'acq-file');

  // Title has passed: the grower's my-sales says so without a reload, with each trade's RCTI.
  const rcti: Record<string, { number: string; amount: string }> = {};
  for (const trade of trades) {
    await expect(saleRow(trade)).toContainText('Invoiced: awaiting the buyer’s payment');
    await expect(saleRow(trade)).toContainText(/RCTI-\d{6}: \$[\d,]+\.\d\d/);
    await expect(saleRow(trade)).toContainText(/business days? left|due today or past/);
    const text = await saleRow(trade).innerText();
    const [, number = '', amount = ''] = /(RCTI-\d{6}): (\$[\d,]+\.\d\d)/.exec(text) ?? [];
    rcti[trade.formattedId] = { number, amount };
  }
  expect(await stillSameWindow(sales)).toBe(true);
  await shot(sales, 'my-sales-invoiced', { fullPage: false });

  // The grower's invoices: both RCTIs, and the PDF downloads.
  const growerInvoices = await sales.context().newPage();
  await growerInvoices.goto('/portal/invoices');
  await expect(growerInvoices.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  for (const trade of trades) {
    const invoiceRow = growerInvoices.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: trade.formattedId });
    await expect(invoiceRow).toContainText(rcti[trade.formattedId]?.number ?? 'RCTI-');
    await expect(invoiceRow).toContainText(rcti[trade.formattedId]?.amount ?? '$');
  }
  const rctiA = rcti[tradeA.formattedId]?.number ?? '';
  const [rctiPdf] = await Promise.all([
    growerInvoices.waitForEvent('download'),
    growerInvoices.getByRole('button', { name: `Invoice ${rctiA} (PDF)` }).click(),
  ]);
  expect(rctiPdf.suggestedFilename()).toMatch(new RegExp(`^${rctiA}.*\\.pdf$`));
  expect(
    readFileSync(await rctiPdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await shot(growerInvoices, 'grower-invoices');
  await growerInvoices.close();

  // The trader's invoices: a tax invoice for each trade.
  const traderInvoices = await memberPage(browser, DEMO.trader, '/portal/invoices');
  await expect(traderInvoices.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const inv: Record<string, string> = {};
  for (const trade of trades) {
    const invoiceRow = traderInvoices.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: trade.formattedId });
    await expect(invoiceRow).toContainText(/INV-\d{6}/);
    inv[trade.formattedId] = /INV-\d{6}/.exec(await invoiceRow.innerText())?.[0] ?? '';
  }
  await shot(traderInvoices, 'trader-invoices');
  await traderInvoices.context().close();

  // The outbox: each invoice's e-mail, with its PDF attached, to its own party only.
  for (const trade of trades) {
    const toGrower = await waitForMessageWithSubject(request, DEMO.grower.email, rcti[trade.formattedId]?.number ?? 'RCTI-');
    expect(toGrower.summary).toContain('attached as a PDF');
    expect(toGrower.subject).toContain(trade.formattedId);
    expect(toGrower.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringContaining('RCTI-') }),
    ]);
    const toTrader = await waitForMessageWithSubject(request, DEMO.trader.email, inv[trade.formattedId] ?? 'INV-');
    expect(toTrader.summary).toContain('attached as a PDF');
    expect(toTrader.subject).toContain(trade.formattedId);
    expect(toTrader.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringContaining('INV-') }),
    ]);
  }

  // Staff import the trust account's statement: the buyer paid both invoices in full.
  const owed = await Promise.all(
    trades.map(async (trade) => {
      const { rows: found } = await getJson<{ rows: ManagementRow[] }>(
        request,
        `/api/back-office/settlements/trade-management?term=${trade.formattedId}`,
        admin,
      );
      const row = found.find((one) => one.formattedId === trade.formattedId);
      if (!row) throw new Error(`${trade.formattedId} is not on Trade Management`);
      expect(row.buyerInvoice).toBe(inv[trade.formattedId]);
      return row;
    }),
  );
  await page.goto('/portal/settlements/trade-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Trade Management' })).toBeVisible();
  for (const row of owed) {
    const listed = page.getByRole('table', { name: 'Trade management' }).getByRole('row').filter({ hasText: row.formattedId });
    await expect(listed).toContainText(row.buyerInvoice);
    await expect(listed).toContainText('Awaiting Payment');
  }
  const statement = [
    'Date,Amount,Description,Balance',
    ...owed.map(
      (row, index) => `${today},${row.outstanding},DIRECT CREDIT SOUTHERN CROSS GRAIN ${row.buyerInvoice},${1_000_000 + index}.00`,
    ),
  ].join('\n');
  const importForm = page.getByRole('form', { name: 'Import bank statement' });
  await importForm
    .locator('input[type="file"]')
    .setInputFiles({ name: `statement-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${statement}\n`) });
  await importForm.getByRole('button', { name: 'Import' }).click();
  await expect(importForm.getByRole('status').filter({ hasText: 'Statement imported' })).toContainText(
    'Statement imported: 2 of 2 credits matched',
  );
  for (const row of owed) {
    const line = importForm.getByRole('table', { name: 'Statement lines' }).getByRole('row').filter({ hasText: row.buyerInvoice });
    await expect(line).toContainText('Matched');
    await expect(line).toContainText('Paid in full');
    await expect(line).toContainText(moneyText(row.outstanding));
  }
  for (const row of owed) {
    await expect(page.getByRole('table', { name: 'Trade management' }).getByRole('row').filter({ hasText: row.formattedId })).toContainText(
      'Funds Received',
    );
  }
  const due = page.getByRole('status', { name: 'Due to sellers' });
  await expect(due).toContainText(/on \d+ trades?$/);
  const dueToSellers = /: \$([\d,]+\.\d\d) on/.exec(await due.innerText())?.[1]?.replace(/,/g, '') ?? '';
  await shot(page, 'bank-statement-imported');

  // The buyer has paid: the grower hears it at once.
  for (const trade of trades) await expect(saleRow(trade)).toContainText('Buyer paid: payment to you is on its way');
  expect(await stillSameWindow(sales)).toBe(true);

  // Staff run payments: the ABA file downloads, and both trades are settled.
  const runs = page.getByRole('region', { name: 'Payment runs' }).first();
  await page.getByRole('button', { name: 'Run payments' }).click();
  const confirm = page.getByRole('dialog', { name: 'Run payments?' });
  await expect(confirm).toContainText('produces the ABA file');
  await confirm.getByRole('button', { name: 'Yes, run payments' }).click();
  const result = page.getByRole('region', { name: 'Payment run result' });
  await expect(result).toContainText(/Payment run PAYRUN-\d{6}/);
  for (const trade of trades) await expect(result).toContainText(trade.formattedId);
  const reference = /PAYRUN-\d{6}/.exec(await result.getByRole('status').innerText())?.[0] ?? '';
  await shot(page, 'payment-run');
  const [aba] = await Promise.all([
    page.waitForEvent('download'),
    result.getByRole('button', { name: `Download ABA file of ${reference}` }).click(),
  ]);
  expect(aba.suggestedFilename()).toBe(`${reference.toLowerCase()}.aba`);
  expect(aba.suggestedFilename()).toMatch(/^payrun-\d{6}\.aba$/);
  const abaText = readFileSync(await aba.path(), 'latin1');
  const lines = abaText.split('\r\n');
  expect(lines.pop()).toBe('');
  for (const line of lines) expect(line).toHaveLength(120);
  const records = parseAbaFile(abaText);
  expect(abaFileProblems(records)).toEqual([]);
  expect(records.at(-1)?.type).toBe('total');
  const toGrower = records.filter(
    (record): record is AbaDetailRecord => record.type === 'detail' && record.accountName === 'WATTLE CREEK FARMING',
  );
  // One credit to the grower for both trades (what Trade Management said the run owed sellers), under the run's reference.
  expect(toGrower, JSON.stringify(records, null, 1)).toEqual([
    expect.objectContaining({ transactionCode: '50', amount: dueToSellers, lodgementReference: reference }),
  ]);
  await expect(runs.getByRole('table', { name: 'Payment runs' }).getByRole('row').filter({ hasText: reference })).toBeVisible();

  for (const trade of trades) {
    await page.goto(`/portal/trades/${trade.tradeId}`);
    await expect(page.getByRole('heading', { level: 1, name: `Trade ${trade.formattedId}` })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Trade' })).toContainText('Settled');
  }

  // Paid: the grower's my-sales says so, still without a reload.
  for (const trade of trades) {
    await expect(saleRow(trade)).toContainText('Paid to you');
    await expect(saleRow(trade)).toContainText('Settled');
  }
  expect(await stillSameWindow(sales)).toBe(true);
  await shot(sales, 'my-sales-paid', { fullPage: false });
  // At phone width the toasts would hide the first sale's card: they close by themselves.
  await expect(sales.getByRole('button', { name: 'Close the message' })).toHaveCount(0);
  await shot(sales, 'my-sales-paid', { width: 375, fullPage: false });
  await sales.context().close();
});

/** The newest invoice e-mail to an address whose subject names the invoice. */
async function waitForMessageWithSubject(request: APIRequestContext, to: string, number: string) {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}&limit=50`)).json()) as OutboxMessage[];
        found = messages.find((message) => message.kind === 'invoice' && (message.subject ?? '').includes(number));
        return found !== undefined;
      },
      { message: `the e-mail of ${number} to ${to}` },
    )
    .toBe(true);
  return found as OutboxMessage;
}
