import { formatMoney } from '@cgx/domain/format';
import type { LedgerAccount, LedgerEntryKind } from '@cgx/domain/ledger';

/** '-12.50' → '12.50': an amount without its sign. */
export const unsigned = (amount: string) => amount.replace(/^-/, '');

/**
 * Where a buyer's invoice stands after a payment (issue 14 §4): paid in full, part paid with what is
 * still owed, or over-paid by how much (the outstanding amount is negative then).
 */
export function paymentStandingText(standing: 'full' | 'partial' | 'over', outstanding: string): string {
  if (standing === 'full') return 'Paid in full';
  if (standing === 'partial') return `Part paid: ${formatMoney(outstanding)} outstanding`;
  return `Over-paid by ${formatMoney(unsigned(outstanding))}`;
}

/** The same, from an invoice's outstanding amount. */
export const standingOf = (outstanding: string): 'full' | 'partial' | 'over' =>
  /^-/.test(outstanding) && !/^-0(\.0+)?$/.test(outstanding) ? 'over' : /^0(\.0+)?$/.test(outstanding) ? 'full' : 'partial';

export const LEDGER_KIND_LABELS: Record<LedgerEntryKind, string> = {
  invoice_raised: 'Invoice raised',
  funds_received: 'Funds received',
  levy_withheld: 'Levy withheld',
  royalty_withheld: 'Royalty withheld',
  fee_earned: 'Fee earned',
  payment_made: 'Payment made',
  reversal: 'Reversal',
};

export const LEDGER_ACCOUNT_LABELS: Record<LedgerAccount, string> = {
  bank: 'Bank (trust account)',
  buyer_receivable: 'Buyer receivable',
  seller_payable: 'Seller payable',
  levy_payable: 'Levy payable',
  royalty_payable: 'Royalty payable',
  fee_revenue: 'Fee revenue',
  gst_payable: 'GST payable',
};

export const PAYMENT_SOURCE_LABELS = { manual: 'Recorded by hand', bank_statement: 'Bank statement' } as const;
