import { dec, money } from './decimal.ts';

/**
 * The exchange's books (design §5: every movement of money is a balanced double-entry journal
 * entry). A line's amount is signed: a debit positive, a credit negative, to the cent; an entry's
 * lines sum to zero. Accounts are the exchange's; a party's share of one (which buyer owes, which
 * seller or levy recipient is owed) is the line's organisation.
 *
 * - bank: the exchange's trust account (funds received, payments made);
 * - buyer_receivable: what buyers owe on their invoices;
 * - seller_payable: what the exchange owes sellers (grain value and its GST, less what it withholds);
 * - levy_payable, royalty_payable: withheld from sellers, owed to each levy or royalty recipient;
 * - fee_revenue: the exchange's fees, both sides;
 * - gst_payable: GST the exchange owes on its fees.
 */
export const LEDGER_ACCOUNTS = [
  'bank',
  'buyer_receivable',
  'seller_payable',
  'levy_payable',
  'royalty_payable',
  'fee_revenue',
  'gst_payable',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** What caused an entry (issue 14 §1); a reversal undoes one earlier entry, line for line. */
export const LEDGER_ENTRY_KINDS = [
  'invoice_raised',
  'funds_received',
  'levy_withheld',
  'royalty_withheld',
  'fee_earned',
  'payment_made',
  'reversal',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export type LedgerLine = { account: LedgerAccount; organisationId: number | null; amount: string };

const CENTS = /^-?\d+(\.\d{1,2})?$/;

/** Why these lines can't be an entry, or null: at least two lines, each a non-zero amount to the cent, summing to zero. */
export function ledgerLinesProblem(lines: readonly LedgerLine[]): string | null {
  if (lines.length < 2) return 'An entry needs at least two lines';
  for (const line of lines) {
    if (!LEDGER_ACCOUNTS.includes(line.account)) return `Not an account: ${line.account}`;
    if (!CENTS.test(line.amount)) return `Not an amount to the cent: ${line.amount}`;
    if (dec(line.amount).isZero()) return 'A line of zero moves nothing';
  }
  const total = lines.reduce((sum, line) => sum.plus(dec(line.amount)), dec(0));
  return total.isZero() ? null : `The lines do not balance: they sum to ${money(total)}`;
}

/** The lines that undo an entry: each line's amount with its sign turned. */
export const reversingLines = (lines: readonly LedgerLine[]): LedgerLine[] =>
  lines.map((line) => ({ ...line, amount: money(dec(line.amount).negated()) }));

/** Each account's balance (and each party's within it) over some lines, as money strings; zero balances left out. */
export function balancesOf(lines: readonly LedgerLine[]): { account: LedgerAccount; organisationId: number | null; balance: string }[] {
  const sums = new Map<string, { account: LedgerAccount; organisationId: number | null; balance: ReturnType<typeof dec> }>();
  for (const line of lines) {
    const key = `${line.account}:${line.organisationId ?? ''}`;
    const held = sums.get(key) ?? { account: line.account, organisationId: line.organisationId, balance: dec(0) };
    held.balance = held.balance.plus(dec(line.amount));
    sums.set(key, held);
  }
  return [...sums.values()].filter((sum) => !sum.balance.isZero()).map((sum) => ({ ...sum, balance: money(sum.balance) }));
}
