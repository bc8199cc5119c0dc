import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context.ts';
import { farmGateLevies } from '../../../db/schema/reference.ts';
import { createOrganisation } from '../../../test/factories.ts';
import { marketReference } from '../../trading/market-data/market-data.fixtures.ts';
import { runPayments } from '../settlement/payment-run.service.ts';
import { invoicedTrade, paidTrade, withBankAccount } from '../settlement/settlement.fixtures.ts';

/**
 * A settled month for statements and reports: the grains levy paid on to a recipient of its own;
 * trade A paid by its buyer on 25 Nov 2026 and paid out to its seller and the levy's recipient in a
 * payment run (paid today); trade B invoiced and unpaid. Both: NSW wheat, 100 t at $300, title
 * passed on 20 Nov 2026 (RCTI $32,474.00, tax invoice $33,165.00, grains levy $306.00, buyer's
 * invoice due 1 Dec 2026).
 */
export async function settledMonth(context: AppContext) {
  await marketReference(context);
  const levyRecipient = await createOrganisation(context, { type: 'trader', tradingName: 'Grains Levy Collector Pty Ltd' });
  await withBankAccount(context, levyRecipient.id);
  await context.db.update(farmGateLevies).set({ recipientId: levyRecipient.id }).where(eq(farmGateLevies.name, 'Grains levy'));
  const paid = await paidTrade(context);
  const run = await runPayments(context, null);
  const unpaid = await invoicedTrade(context);
  return { levyRecipient, paid, unpaid, paidOn: run.run.paidOn };
}
