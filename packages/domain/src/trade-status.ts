/**
 * A trade's settlement status (spec 002 §4) and the moves between them (design §5): title
 * transfer (the ACQ upload) moves a trade from awaiting grain to awaiting payment, the buyer's
 * payment to funds received, paying the seller to settled; due dates passing make it overdue;
 * staff can step back (with a confirmation) or cancel.
 */

export const TRADE_STATUSES = [
  'awaiting_grain',
  'overdue_grain',
  'awaiting_payment',
  'overdue_payment',
  'funds_received',
  'cancelled',
  'settled',
  'settled_externally',
] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

export const TRADE_STATUS_LABELS: Readonly<Record<TradeStatus, string>> = {
  awaiting_grain: 'Awaiting Grain',
  overdue_grain: 'Overdue Grain',
  awaiting_payment: 'Awaiting Payment',
  overdue_payment: 'Overdue Payment',
  funds_received: 'Funds Received',
  cancelled: 'Cancelled',
  settled: 'Settled',
  settled_externally: 'Settled Externally',
};

export interface TradeTransition {
  from: TradeStatus;
  to: TradeStatus;
  /** What makes the move: the system (an upload, a payment, a due date) or a staff user's edit. */
  by: 'system' | 'staff';
  /** spec 002 §4: the back-office asks before saving this move. */
  needsConfirmation: boolean;
  /** spec 002 §4: stepping back to awaiting grain deletes the invoices (the seller's, and the buyer's when there is a delivery period). */
  deletesInvoices: boolean;
}

const move = (
  from: TradeStatus,
  to: TradeStatus,
  by: 'system' | 'staff',
  needsConfirmation = false,
  deletesInvoices = false,
): TradeTransition => ({
  from,
  to,
  by,
  needsConfirmation,
  deletesInvoices,
});

/** Statuses from which nothing moves: cancelled and settled (design §5); a legacy trade settled elsewhere is not in our workflow. */
export const FINAL_TRADE_STATUSES: readonly TradeStatus[] = ['cancelled', 'settled', 'settled_externally'];

const CANCELLABLE: readonly TradeStatus[] = ['awaiting_grain', 'overdue_grain', 'awaiting_payment', 'overdue_payment', 'funds_received'];

export const TRADE_TRANSITIONS: readonly TradeTransition[] = [
  move('awaiting_grain', 'awaiting_payment', 'system'), // title transfer confirmed by the ACQ upload; invoices raised
  move('awaiting_grain', 'overdue_grain', 'system'), // the grain due date passed
  move('overdue_grain', 'awaiting_payment', 'system'), // late title transfer
  move('awaiting_payment', 'funds_received', 'system'), // the buyer paid the exchange
  move('awaiting_payment', 'overdue_payment', 'system'), // the payment due date passed
  move('overdue_payment', 'funds_received', 'system'), // late payment
  move('funds_received', 'settled', 'system'), // the exchange paid the seller
  move('funds_received', 'awaiting_payment', 'staff', true), // spec 002 §4: asks for confirmation
  move('awaiting_payment', 'awaiting_grain', 'staff', true, true), // spec 002 §4: confirmation; invoices deleted
  move('overdue_payment', 'awaiting_grain', 'staff', true, true),
  ...CANCELLABLE.map((from) => move(from, 'cancelled', 'staff', true)), // MSG.cancelTradeConfirm; final afterwards
];

/** The move from one status to another, or undefined when it is not allowed. */
export const tradeTransition = (from: TradeStatus, to: TradeStatus): TradeTransition | undefined =>
  TRADE_TRANSITIONS.find((transition) => transition.from === from && transition.to === to);

export const canTransition = (from: TradeStatus, to: TradeStatus): boolean => tradeTransition(from, to) !== undefined;

/** spec 002 §4: a settlement can be edited (with update permission) unless the trade is cancelled or settled. */
export const isEditableStatus = (status: TradeStatus): boolean => status !== 'cancelled' && status !== 'settled';

/** spec 002 §4: quality specs (oil, admix) can be edited while grain or payment is awaited or overdue. */
export const qualitySpecsEditable = (status: TradeStatus): boolean =>
  status === 'awaiting_grain' || status === 'overdue_grain' || status === 'awaiting_payment' || status === 'overdue_payment';
