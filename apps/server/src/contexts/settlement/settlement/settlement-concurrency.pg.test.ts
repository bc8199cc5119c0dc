import type { ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { balancesOf } from '@cgx/domain/ledger';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../context.ts';
import type { Database } from '../../../db/client.ts';
import { trades } from '../../../db/schema/market.ts';
import { acqRows, invoices, paymentRunItems } from '../../../db/schema/settlement.ts';
import { ensureDefaults } from '../../../composition/seed/defaults.ts';
import { seedDemoData } from '../../../composition/seed/demo.ts';
import { systemClock } from '../../../lib/clock.ts';
import { TEST_PASSWORD, addNgr, bearerFor, createUser } from '../../../test/factories.ts';
import { freePort, startServer } from '../../../test/server-processes.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { ledgerOfTrade } from '../ledger/ledger.repository.ts';
import { buyer, insertTrade, marketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';
import { paidTrade } from './settlement.fixtures.ts';

/**
 * Issue 14's concurrency proof, with two server processes on one PostgreSQL database: two staff
 * running the payment run at once pay nobody twice, and an ACQ upload racing a status edit of the
 * same trade leaves one consistent outcome.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('settlement under concurrency (two server processes, one PostgreSQL)', () => {
  let database: Database & { url?: string };
  let context: AppContext;
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  const staff: { authorization: string; passwordToken: string }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureDefaults(database.db);
    await seedDemoData(database.db);
    context = { db: database.db, clock: systemClock() } as unknown as AppContext;
    ports.push(await freePort(), await freePort());
    for (const port of ports) children.push(await startServer(database.url ?? '', port));
    for (const port of ports) {
      const { authorization } = await bearerFor(context, await createUser(context, 'Admin'));
      const response = await fetch(`http://127.0.0.1:${port}/api/auth/password-token`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ password: TEST_PASSWORD }),
      });
      staff.push({ authorization, passwordToken: ((await response.json()) as { passwordToken: string }).passwordToken });
    }
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await database?.close();
  });

  const call = (index: number, method: string, url: string, body?: string, contentType = 'application/json') =>
    fetch(`http://127.0.0.1:${ports[index]}${url}`, {
      method,
      headers: { authorization: staff[index]?.authorization ?? '', ...(body === undefined ? {} : { 'content-type': contentType }) },
      ...(body === undefined ? {} : { body }),
    });

  it('pays nobody twice when both processes run the payment run at once', async () => {
    const paid = [];
    for (let index = 0; index < 4; index += 1) paid.push(await paidTrade(context));
    const tradeIds = paid.map(({ trade }) => trade.id);

    const responses = await Promise.all([0, 1].map((index) => call(index, 'POST', '/api/back-office/settlements/payment-runs')));
    expect(responses.map((response) => response.status).sort()).toEqual(expect.arrayContaining([201]));
    for (const response of responses) expect([201, 409]).toContain(response.status);

    const items = await database.db.select().from(paymentRunItems).where(eq(paymentRunItems.payeeKind, 'seller'));
    for (const tradeId of tradeIds) expect(items.filter((item) => item.tradeIds.includes(tradeId))).toHaveLength(1);
    const statuses = await database.db.select({ status: trades.status }).from(trades).where(inArray(trades.id, tradeIds));
    expect(statuses.every((row) => row.status === 'settled')).toBe(true);
    for (const tradeId of tradeIds) {
      const lines = (await ledgerOfTrade(database.db, tradeId)).flatMap((entry) => entry.lines);
      expect(balancesOf(lines).filter((each) => each.account === 'seller_payable' || each.account === 'buyer_receivable')).toEqual([]);
    }
  });

  it('an ACQ upload racing a cancellation of the same trade leaves one consistent outcome', async () => {
    const ref = await marketReference(context);
    for (let round = 0; round < 3; round += 1) {
      const sellerParty = await seller(context, `Race Seller ${randomInt(1e9)}`);
      const ngr = String(randomInt(10_000_000, 99_999_999));
      await addNgr(context, sellerParty.organisation.id, ngr);
      const trade = await insertTrade(
        context,
        ref,
        { buyer: await buyer(context, `Race Buyer ${randomInt(1e9)}`), seller: sellerParty },
        { formattedId: `CGX-${randomInt(10_000_000, 99_999_999)}` },
      );
      const csv = [
        'Ticket number,Trade id,NGR,Site code,Commodity code,Grade code,Net tonnes,Title transfer date,Oil (%),Admix (%)',
        `RACE-${randomInt(1e9)},${trade.formattedId},${ngr},Moree,WHT,APW1,100.000,20/11/2026,,`,
      ].join('\n');
      const [upload, edit] = await Promise.all([
        call(
          0,
          'POST',
          `/api/back-office/settlements/acq-files?storageProviderOrganisationId=${ref.moree.storageProviderId}&fileName=race-${round}.csv`,
          csv,
          'text/csv',
        ),
        call(
          1,
          'PATCH',
          `/api/back-office/trades/${trade.id}/settlement`,
          JSON.stringify({
            version: 0,
            status: 'cancelled',
            confirmed: true,
            paymentDateOption: 'default',
            passwordToken: staff[1]?.passwordToken,
          }),
        ),
      ]);
      expect(upload.status).toBe(201);
      const fileId = ((await upload.json()) as { file: { id: number } }).file.id;
      const [row] = await database.db.select().from(acqRows).where(eq(acqRows.fileId, fileId));
      const [after] = await database.db.select().from(trades).where(eq(trades.id, trade.id));
      const issued = await database.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.tradeId, trade.id), eq(invoices.status, 'issued')));
      const lines = (await ledgerOfTrade(database.db, trade.id)).flatMap((entry) => entry.lines);

      if (after?.status === 'cancelled') {
        // The cancellation came first: the row is refused and nothing was invoiced (or all of it was reversed).
        expect(edit.status).toBe(200);
        expect(row?.outcome).toBe('rejected');
        expect(issued).toEqual([]);
        expect(balancesOf(lines)).toEqual([]);
      } else {
        // The title transfer came first: the edit, made on the version before it, is a conflict.
        expect(after?.status).toBe('awaiting_payment');
        expect(edit.status).toBe(409);
        expect(row?.outcome).toBe('matched');
        expect(issued).toHaveLength(2);
      }
    }
  }, 60_000);
});
