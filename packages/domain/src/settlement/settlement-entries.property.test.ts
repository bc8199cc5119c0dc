import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../decimal.ts';
import { balancesOf, type LedgerLine, ledgerLinesProblem, reversingLines } from '../ledger.ts';
import { settlementArbitrary } from './settlement.arbitraries.ts';
import { settle } from './invoices.ts';
import { settlementEntries } from './settlement-entries.ts';

const BUYER = 1;
const SELLER = 2;
const LEVY_BODY = 3;
const ROYALTY_OWNER = 4;

const balanceOf = (lines: readonly LedgerLine[], account: string, organisationId: number | null) =>
  balancesOf(lines).find((each) => each.account === account && each.organisationId === organisationId)?.balance ?? '0.00';

/** The buyer pays in instalments of these shares of the invoice (the last takes the rest). */
const instalments = fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 4 });

describe('the ledger of a settled trade, for random trades, deliveries and payments', () => {
  it('balances every entry, leaves every party at zero once paid out, and a reversal creates no money', () => {
    fc.assert(
      fc.property(settlementArbitrary, instalments, fc.integer({ min: 0, max: 500_000 }), (input, shares, interestCents) => {
        const payees = {
          ...input,
          statutoryLevies: input.statutoryLevies.map((rule) => ({ ...rule, payee: LEVY_BODY })),
          farmGateLevies: input.farmGateLevies.map((rule) => ({ ...rule, payee: LEVY_BODY })),
          royalty: input.royalty ? { ...input.royalty, payee: ROYALTY_OWNER } : null,
        };
        const settlement = settle(payees);
        const interest = dec(interestCents).dividedBy(100).toFixed(2);
        const entries = settlementEntries('CGX-000001', settlement, { buyerOrganisationId: BUYER, sellerOrganisationId: SELLER }, interest);
        for (const entry of entries) expect(ledgerLinesProblem(entry.lines)).toBeNull();
        const raised = entries.flatMap((entry) => entry.lines);

        const owed = dec(settlement.buyer.total).plus(interest);
        expect(balanceOf(raised, 'buyer_receivable', BUYER)).toBe(owed.toFixed(2));
        expect(
          dec(balanceOf(raised, 'seller_payable', SELLER))
            .negated()
            .toFixed(2),
        ).toBe(dec(settlement.seller.netPayable).plus(interest).toFixed(2));

        // The royalty's owner is owed the royalty and its GST; the exchange owes only the rest of the GST.
        const royalty = settlement.seller.withheld.find((each) => each.kind === 'royalty');
        expect(
          dec(balanceOf(raised, 'royalty_payable', ROYALTY_OWNER))
            .negated()
            .toFixed(2),
        ).toBe(
          dec(royalty?.amount ?? 0)
            .plus(settlement.seller.royaltyGst)
            .toFixed(2),
        );
        const buyerFeeGstRaised = dec(settlement.buyer.gst).minus(settlement.seller.grainGst);
        expect(
          dec(balanceOf(raised, 'gst_payable', null))
            .negated()
            .toFixed(2),
        ).toBe(buyerFeeGstRaised.plus(settlement.seller.withheldGst).minus(settlement.seller.royaltyGst).toFixed(2));

        // The buyer pays in instalments; the payment run pays each party what the ledger says it is owed.
        const total = shares.reduce((sum, share) => sum + share, 0);
        let paid = dec(0);
        const payments: LedgerLine[] = [];
        shares.forEach((share, index) => {
          const amount = index === shares.length - 1 ? owed.minus(paid) : owed.times(share).dividedBy(total).toDecimalPlaces(2, 1);
          paid = paid.plus(amount);
          if (!amount.isZero())
            payments.push(
              { account: 'bank', organisationId: null, amount: amount.toFixed(2) },
              { account: 'buyer_receivable', organisationId: BUYER, amount: amount.negated().toFixed(2) },
            );
        });
        const afterFunds = [...raised, ...payments];
        const payouts = balancesOf(afterFunds)
          .filter((each) => ['seller_payable', 'levy_payable', 'royalty_payable'].includes(each.account))
          .flatMap((each): LedgerLine[] => [
            { account: each.account, organisationId: each.organisationId, amount: dec(each.balance).negated().toFixed(2) },
            { account: 'bank', organisationId: null, amount: each.balance },
          ]);
        const settled = [...afterFunds, ...payouts];
        for (const account of ['buyer_receivable', 'seller_payable', 'levy_payable', 'royalty_payable'])
          expect(balancesOf(settled).filter((each) => each.account === account)).toEqual([]);
        // What stays in the bank is the exchange's: its fees and the GST it owes.
        const kept = dec(balanceOf(settled, 'fee_revenue', null))
          .plus(balanceOf(settled, 'gst_payable', null))
          .negated();
        expect(balanceOf(settled, 'bank', null)).toBe(kept.toFixed(2));

        // Seller's net plus everything withheld = what the buyer paid, less the buyer's fees and their GST.
        const buyerFees = settlement.buyer.lines.filter((each) => each.kind === 'fee').reduce((sum, each) => sum.plus(each.amount), dec(0));
        const buyerFeeGst = dec(settlement.buyer.gst).minus(settlement.seller.grainGst);
        expect(dec(settlement.seller.netPayable).plus(interest).plus(settlement.seller.totalWithheld).toFixed(2)).toBe(
          paid.minus(buyerFees).minus(buyerFeeGst).toFixed(2),
        );

        // Reversing every invoice entry leaves every balance at zero.
        const reversed = [...raised, ...entries.flatMap((entry) => reversingLines(entry.lines))];
        expect(balancesOf(reversed)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
