import { dec } from '@cgx/domain/decimal';
import { balancesOf } from '@cgx/domain/ledger';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { trades } from '../../../db/schema/market.ts';
import { invoices } from '../../../db/schema/settlement.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { InvoiceDocument } from '../invoices/invoice-document.ts';
import { ledgerOfTrade } from '../ledger/ledger.repository.ts';
import { buyer, insertTrade, marketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';
import { recordTitleTransfer, recordTitleTransfers, titleTransferRefusal } from './title-transfer.service.ts';

const t = useTestApp();
const at = new Date('2026-11-20T01:00:00Z');

async function openTrade(values: Parameters<typeof insertTrade>[3] = {}) {
  const ref = await marketReference(t.context);
  return insertTrade(t.context, ref, { buyer: await buyer(t.context), seller: await seller(t.context) }, values);
}

const transfer = (tradeId: number, deliveredTonnes = '100.000') =>
  t.context.db.transaction((tx) =>
    recordTitleTransfer(tx, {
      tradeId,
      source: 'acq',
      transferredOn: '2026-11-20',
      deliveredTonnes,
      oil: null,
      admix: null,
      userId: null,
      at,
    }),
  );

describe('recordTitleTransfer', () => {
  it('raises both invoices, posts balanced entries and moves the trade to awaiting payment', async () => {
    const trade = await openTrade();
    const { invoices: raised, settlement } = await transfer(trade.id);

    const [after] = await t.context.db.select().from(trades).where(eq(trades.id, trade.id));
    expect(after?.status).toBe('awaiting_payment');
    expect(after?.version).toBe(1);

    const [rcti, invoice] = raised;
    expect(rcti?.formattedNumber).toMatch(/^RCTI-\d{6}$/);
    expect(invoice?.formattedNumber).toMatch(/^INV-\d{6}$/);
    // NSW wheat, 100 t at $300: grain $30,000.00; grains levy 1.02% = $306.00; seller fees $2.00/t = $200.00 + GST $20.00.
    expect(settlement.seller.grainValue.amount).toBe('30000.00');
    expect(rcti?.total).toBe('32474.00'); // 30,000 + GST 3,000 − 306 − 200 − 20
    expect(invoice?.total).toBe('33165.00'); // 30,000 + buyer fee 150 + GST 3,015
    // Due 7 business days after Friday 20 November 2026 (NSW): Tuesday 1 December.
    expect(invoice?.dueDate).toBe('2026-12-01');
    const document = invoice?.document as unknown as InvoiceDocument;
    expect(document.party.name).toBe('Secret Buyer Trading Pty Ltd');
    expect(JSON.stringify(document)).not.toContain('Secret Seller');

    const lines = (await ledgerOfTrade(t.context.db, trade.id)).flatMap((entry) => entry.lines);
    const balance = (account: string) => balancesOf(lines).find((each) => each.account === account)?.balance;
    expect(balance('buyer_receivable')).toBe('33165.00');
    expect(balance('seller_payable')).toBe('-32474.00');
    expect(balance('levy_payable')).toBe('-306.00');
  });

  it('refuses a second transfer of the same trade with a conflict', async () => {
    const trade = await openTrade();
    await transfer(trade.id);
    await expect(transfer(trade.id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('numbers invoices without gaps: a raise rolled back gives its numbers back', async () => {
    const first = await openTrade();
    const second = await openTrade();
    const { invoices: before } = await transfer(first.id);
    await expect(
      t.context.db.transaction(async (tx) => {
        await recordTitleTransfer(tx, {
          tradeId: second.id,
          source: 'acq',
          transferredOn: '2026-11-20',
          deliveredTonnes: '100',
          oil: null,
          admix: null,
          userId: null,
          at,
        });
        throw new Error('the upload failed later');
      }),
    ).rejects.toThrow('the upload failed later');
    const { invoices: after } = await transfer(second.id);
    expect(after.map((each) => each.number)).toEqual(before.map((each) => each.number + 1));
    expect(await t.context.db.select().from(invoices).where(eq(invoices.tradeId, second.id))).toHaveLength(2);
  });

  it('prices canola on the trade’s quality specs when the transfer has no oil or admix', async () => {
    const ref = await marketReference(t.context);
    const [canola] = await t.context.db.query.commodities.findMany({ where: (table, { eq: is }) => is(table.code, 'CAN') });
    const trade = await openTrade({
      commodityId: canola?.id ?? ref.wheat.id,
      gradeId: null,
      qualityOil: '44.00',
      qualityAdmix: '2.00',
      price: '600.00',
    });
    const { settlement, transfer: recorded } = await transfer(trade.id, '50.000');
    // $600 × (1 + 1.5% × 2) = $618.00; clean tonnes 50 × 0.98 = 49.000.
    expect(settlement.adjustedPrice).toBe('618.00');
    expect(settlement.cleanTonnes).toBe('49.000');
    expect(recorded.oil).toBe('44.00');
  });

  it('raises a batch set-based: one refused in its own answer, numbers consecutive, entries balanced, figures as one by one', async () => {
    const single = await openTrade();
    const one = await transfer(single.id);
    const [first, taken, second] = [await openTrade(), await openTrade(), await openTrade()];
    await transfer(taken.id);
    const input = (tradeId: number) => ({
      tradeId,
      source: 'acq' as const,
      transferredOn: '2026-11-20',
      deliveredTonnes: '100.000',
      oil: null,
      admix: null,
      userId: null,
      at,
    });
    const outcomes = await t.context.db.transaction((tx) => recordTitleTransfers(tx, [input(first.id), input(taken.id), input(second.id)]));

    expect(outcomes[1]).toEqual({
      refusal: titleTransferRefusal({ formattedId: taken.formattedId, status: 'awaiting_payment' }),
      notFound: false,
    });
    const [a, , b] = outcomes;
    if (a?.refusal !== null || b?.refusal !== null) throw new Error('expected both raised');
    // Each series numbered in the batch's order, with no gap from the raise before it.
    const last = Math.max(...(await t.context.db.select().from(invoices).where(eq(invoices.tradeId, taken.id))).map((each) => each.number));
    expect(a.invoices.map((each) => each.kind)).toEqual(['seller', 'buyer']);
    expect(a.invoices.map((each) => each.number)).toEqual([last + 1, last + 1]);
    expect(b.invoices.map((each) => each.number)).toEqual([last + 2, last + 2]);
    // The same figures as the single path.
    for (const raised of [a, b]) {
      expect(raised.invoices.map((each) => each.total)).toEqual(one.invoices.map((each) => each.total));
      expect(raised.invoices.map((each) => each.dueDate)).toEqual(one.invoices.map((each) => each.dueDate));
      expect(raised.settlement).toEqual(one.settlement);
      const entries = await ledgerOfTrade(t.context.db, raised.trade.trade.id);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) expect(entry.lines.reduce((sum, line) => sum.plus(line.amount), dec(0)).isZero()).toBe(true);
      const figures = (lines: Parameters<typeof balancesOf>[0]) => balancesOf(lines).map(({ account, balance }) => ({ account, balance }));
      expect(figures(entries.flatMap((entry) => entry.lines))).toEqual(
        figures((await ledgerOfTrade(t.context.db, single.id)).flatMap((entry) => entry.lines)),
      );
      const [after] = await t.context.db.select().from(trades).where(eq(trades.id, raised.trade.trade.id));
      expect(after?.status).toBe('awaiting_payment');
      expect(after?.version).toBe(1);
    }
    const [refused] = await t.context.db.select().from(trades).where(eq(trades.id, taken.id));
    expect(refused?.version).toBe(1);
  });
});
