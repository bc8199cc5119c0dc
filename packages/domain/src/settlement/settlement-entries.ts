import { dec, type DecimalInput, money } from '../decimal.ts';
import type { LedgerAccount, LedgerEntryKind, LedgerLine } from '../ledger.ts';
import type { InvoiceLine } from './charges.ts';
import type { Settlement } from './invoices.ts';

/**
 * The journal entries of raising a trade's two invoices (design §5, issue 14 §1), each balanced:
 * - invoice_raised: the buyer owes the invoice total; the seller is owed the grain value, its GST and
 *   any deferred interest; the exchange earns the buyer's fees and owes their GST;
 * - levy_withheld: taken from what the seller is owed, owed on to each recipient;
 * - royalty_withheld: the royalty and its GST, taken from what the seller is owed, both owed on to the
 *   royalty's owner (the GST is the owner's: the royalty is its supply to the seller, not the exchange's);
 * - fee_earned: the seller's fees and the GST on the rest of what is withheld, taken from what the seller is owed.
 * What is left owed to the seller is the RCTI's net payable (plus deferred interest).
 */
export interface PlannedEntry {
  kind: LedgerEntryKind;
  memo: string;
  /** Which invoice the entry belongs to: voiding it reverses exactly these. */
  invoice: 'seller' | 'buyer';
  lines: LedgerLine[];
}

export interface SettlementParties {
  buyerOrganisationId: number;
  sellerOrganisationId: number;
}

const line = (account: LedgerAccount, organisationId: number | null, amount: DecimalInput): LedgerLine => ({
  account,
  organisationId,
  amount: money(amount),
});

/** Drops zero lines (a ledger line of zero moves nothing) and entries left with nothing to move. */
const entry = (planned: PlannedEntry): PlannedEntry[] => {
  const lines = planned.lines.filter((each) => !dec(each.amount).isZero());
  return lines.length < 2 ? [] : [{ ...planned, lines }];
};

const sum = (lines: readonly InvoiceLine[]) => lines.reduce((total, each) => total.plus(each.amount), dec(0));

export function settlementEntries(
  tradeLabel: string,
  settlement: Settlement,
  parties: SettlementParties,
  /** Deferred interest the buyer pays and the seller receives (0.00 when none). */
  deferredInterest: string = '0.00',
): PlannedEntry[] {
  const { seller, buyer } = settlement;
  const { buyerOrganisationId: buyerId, sellerOrganisationId: sellerId } = parties;
  const buyerFees = buyer.lines.filter((each) => each.kind === 'fee');
  const buyerFeeGst = dec(buyer.gst).minus(seller.grainGst);
  const owedToSeller = dec(seller.grainValue.amount).plus(seller.grainGst).plus(deferredInterest);
  const levies = seller.withheld.filter((each) => each.kind === 'statutory_levy' || each.kind === 'farm_gate_levy');
  const royalties = seller.withheld.filter((each) => each.kind === 'royalty');
  const sellerFees = seller.withheld.filter((each) => each.kind === 'fee');
  const royaltyGst = dec(seller.royaltyGst);

  return [
    ...entry({
      kind: 'invoice_raised',
      memo: `${tradeLabel}: invoices raised`,
      invoice: 'buyer',
      lines: [
        line('buyer_receivable', buyerId, dec(buyer.total).plus(deferredInterest)),
        line('seller_payable', sellerId, owedToSeller.negated()),
        line('fee_revenue', null, sum(buyerFees).negated()),
        line('gst_payable', null, buyerFeeGst.negated()),
      ],
    }),
    ...entry({
      kind: 'levy_withheld',
      memo: `${tradeLabel}: levies withheld`,
      invoice: 'seller',
      lines: [
        line('seller_payable', sellerId, sum(levies)),
        ...levies.map((each) => line('levy_payable', each.payee ?? null, dec(each.amount).negated())),
      ],
    }),
    ...entry({
      kind: 'royalty_withheld',
      memo: `${tradeLabel}: royalty withheld`,
      invoice: 'seller',
      lines: [
        line('seller_payable', sellerId, sum(royalties).plus(royaltyGst)),
        ...royalties.map((each) => line('royalty_payable', each.payee ?? null, dec(each.amount).negated())),
        // One royalty per trade: its GST is owed to the same recipient, on a line of its own.
        line('royalty_payable', royalties[0]?.payee ?? null, royaltyGst.negated()),
      ],
    }),
    ...entry({
      kind: 'fee_earned',
      memo: `${tradeLabel}: seller fees and GST withheld`,
      invoice: 'seller',
      lines: [
        line('seller_payable', sellerId, sum(sellerFees).plus(seller.withheldGst).minus(royaltyGst)),
        line('fee_revenue', null, sum(sellerFees).negated()),
        line('gst_payable', null, dec(seller.withheldGst).minus(royaltyGst).negated()),
      ],
    }),
  ];
}
