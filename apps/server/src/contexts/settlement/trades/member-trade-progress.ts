import type { TradeStatus } from '@cgx/domain/trade-status';
import type { TTradeProgressStep } from '@cgx/domain/trades.schemas';

export type TradeProgressFacts = {
  side: 'seller' | 'buyer';
  status: TradeStatus;
  /** The Sydney day the trade was made. */
  tradedOn: string;
  titleTransferredOn: string | null;
  /** The member's invoice in force (RCTI-… or INV-…), raised when title transferred. */
  invoiceNumber: string | null;
  /** The day the buyer's payments reached its invoice's total. */
  buyerPaidOn: string | null;
  /** The payment run that paid the seller. */
  sellerPaid: { paidOn: string; reference: string } | null;
};

const BUYER_HAS_PAID: readonly TradeStatus[] = ['funds_received', 'settled'];

/**
 * A trade's way to being paid from one side (issue 24): traded, title transferred, then the buyer
 * paid and paid to the seller, or for the buyer paid. Null for a trade that will not get there
 * through the exchange: cancelled, or settled outside it.
 */
export function tradeProgress(facts: TradeProgressFacts): TTradeProgressStep[] | null {
  if (facts.status === 'cancelled' || facts.status === 'settled_externally') return null;
  const buyerPaid = BUYER_HAS_PAID.includes(facts.status);
  const traded: TTradeProgressStep = { key: 'traded', label: 'Traded', done: true, on: facts.tradedOn, reference: null };
  const title: TTradeProgressStep = {
    key: 'title_transferred',
    label: 'Title transferred',
    done: facts.titleTransferredOn !== null,
    on: facts.titleTransferredOn,
    reference: facts.invoiceNumber,
  };
  if (facts.side === 'buyer') {
    return [traded, title, { key: 'paid', label: 'Paid', done: buyerPaid, on: buyerPaid ? facts.buyerPaidOn : null, reference: null }];
  }
  const settled = facts.status === 'settled';
  return [
    traded,
    title,
    { key: 'buyer_paid', label: 'Buyer paid', done: buyerPaid, on: buyerPaid ? facts.buyerPaidOn : null, reference: null },
    {
      key: 'paid',
      label: 'Paid to you',
      done: settled,
      on: settled ? (facts.sellerPaid?.paidOn ?? null) : null,
      reference: settled ? (facts.sellerPaid?.reference ?? null) : null,
    },
  ];
}
