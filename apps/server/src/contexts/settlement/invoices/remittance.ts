import { dec, money } from '@cgx/domain/decimal';
import { renderEmail } from '../../../platform/messages/index.ts';
import type { InvoiceParty } from './invoice-document.ts';
import { formatDay, formatMoney } from '@cgx/domain/format';
import { formatAbn } from './invoice-format.ts';

export interface RemittanceLine {
  invoiceNumber: string | null;
  tradeId: string | null;
  description: string;
  /** $, a decimal string; negative for an amount set off against the payment. */
  amount: string;
}

export interface RemittanceInput {
  payee: InvoiceParty;
  /** yyyy-mm-dd */
  paidOn: string;
  /** The payment file's lodgement reference, as the payee's bank statement shows it. */
  reference: string;
  lines: RemittanceLine[];
  /** $: the sum of the lines. */
  total: string;
}

const lineText = (line: RemittanceLine): string => {
  const about = [line.tradeId ? `Trade ${line.tradeId}` : null, line.invoiceNumber ? `invoice ${line.invoiceNumber}` : null]
    .filter(Boolean)
    .join(', ');
  return `${about ? `${about}: ` : ''}${line.description}: ${formatMoney(line.amount)}`;
};

/**
 * The payment run's remittance advice to one payee: what was paid, per trade and invoice, the total,
 * the date and the lodgement reference. A total that is not the sum of its lines is a bug upstream,
 * so it throws rather than tell a payee a figure that does not add up.
 */
export function remittanceAdvice(input: RemittanceInput): { subject: string; text: string; html: string } {
  const sum = money(input.lines.reduce((total, line) => total.plus(line.amount), dec(0)));
  if (sum !== money(input.total)) throw new RangeError(`Remittance total ${input.total} is not the sum of its lines (${sum})`);
  const total = formatMoney(input.total);
  const paidOn = formatDay(input.paidOn);
  return renderEmail({
    subject: `Remittance advice: ${total} paid on ${paidOn}`,
    heading: 'Remittance advice',
    paragraphs: [
      `We paid ${total} to ${input.payee.name}${input.payee.abn ? ` (ABN ${formatAbn(input.payee.abn)})` : ''} on ${paidOn}. Lodgement reference: ${input.reference}.`,
      ...input.lines.map(lineText),
      `Total paid: ${total}.`,
      'The funds reach your nominated bank account as your bank processes the payment. Quote the lodgement reference with any question about this payment.',
    ],
  });
}
