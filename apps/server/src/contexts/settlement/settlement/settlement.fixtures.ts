import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { organisations } from '../../../db/schema/organisations.ts';
import { buyer, insertTrade, marketReference, seller } from '../../trading/market-data/market-data.fixtures.ts';
import { recordBuyerPayment } from './buyer-payments.service.ts';
import { recordTitleTransfer } from './title-transfer.service.ts';

/** Test trades at each step of settlement: a trade with its title transferred (both invoices raised), then paid by its buyer. */

let accountNumber = 10_000_000;

export async function withBankAccount(context: AppContext, organisationId: number) {
  accountNumber += 1;
  await context.db
    .update(organisations)
    .set({ bankAccountName: `Account ${accountNumber}`, bankBsb: '083-004', bankAccountNumber: String(accountNumber) })
    .where(eq(organisations.id, organisationId));
}

export async function invoicedTrade(
  context: AppContext,
  options: { sellerBank?: boolean; deliveredTonnes?: string; values?: Parameters<typeof insertTrade>[3] } = {},
) {
  const ref = await marketReference(context);
  const parties = { buyer: await buyer(context), seller: await seller(context) };
  if (options.sellerBank !== false) await withBankAccount(context, parties.seller.organisation.id);
  const trade = await insertTrade(context, ref, parties, options.values);
  const raised = await context.db.transaction((tx) =>
    recordTitleTransfer(tx, {
      tradeId: trade.id,
      source: 'acq',
      transferredOn: '2026-11-20',
      deliveredTonnes: options.deliveredTonnes ?? trade.quantity,
      oil: null,
      admix: null,
      userId: null,
      at: new Date('2026-11-20T01:00:00Z'),
    }),
  );
  const [seller_, buyer_] = raised.invoices;
  if (!seller_ || !buyer_) throw new Error('fixture: invoices not raised');
  return { trade, parties, sellerInvoice: seller_, buyerInvoice: buyer_ };
}

export async function paidTrade(context: AppContext, options: Parameters<typeof invoicedTrade>[1] = {}) {
  const invoiced = await invoicedTrade(context, options);
  await context.db.transaction((tx) =>
    recordBuyerPayment(tx, {
      invoiceId: invoiced.buyerInvoice.id,
      amount: invoiced.buyerInvoice.total,
      receivedOn: '2026-11-25',
      source: 'manual',
      reference: invoiced.buyerInvoice.formattedNumber,
      userId: null,
      at: new Date('2026-11-25T01:00:00Z'),
    }),
  );
  return invoiced;
}
