import { amountDue, type InvoiceDocument } from './invoice-document.ts';
import { formatDay, formatMoney } from '@cgx/domain/format';
import { formatAbn, formatBsb } from './invoice-format.ts';
import { grainSection } from './invoice-pdf-grain.ts';
import {
  type AmountRow,
  amountRows,
  amountsHeader,
  callout,
  heading,
  labelRows,
  paragraph,
  partyBlocks,
  type Pdf,
} from './invoice-pdf-layout.ts';

export function buyerAmountRows(doc: InvoiceDocument): AmountRow[] {
  const buyer = doc.settlement.buyer;
  const rows: AmountRow[] = [
    ...buyer.lines.map((line) => ({ description: line.label, gst: line.taxable ? 'Yes' : 'No', amount: formatMoney(line.amount) })),
    { description: 'Subtotal excluding GST', amount: formatMoney(buyer.subtotal), ruled: true },
    { description: 'GST (10% of the taxable lines)', amount: formatMoney(buyer.gst) },
    { description: 'Total including GST', amount: formatMoney(buyer.total), bold: true },
  ];
  if (doc.interest.length > 0) {
    rows.push(...doc.interest.map((line) => ({ description: `${line.label} (no GST)`, amount: formatMoney(line.amount) })));
    rows.push({ description: 'Amount payable', amount: formatMoney(amountDue(doc)), bold: true, ruled: true });
  }
  return rows;
}

/** Account name, BSB, account number and the reference to quote: the invoice number. */
export function paymentRows(doc: InvoiceDocument): [string, string][] {
  if (!doc.payTo) return [['Reference', doc.number]];
  return [
    ['Account name', doc.payTo.accountName],
    ['BSB', formatBsb(doc.payTo.bsb)],
    ['Account number', doc.payTo.accountNumber],
    ['Reference', doc.number],
  ];
}

/** The buyer's tax invoice, below the common header. */
export function buyerInvoiceBody(pdf: Pdf, doc: InvoiceDocument): void {
  partyBlocks(pdf, [
    {
      caption: 'Supplier (issuer of this invoice)',
      lines: [doc.exchange.name, `ABN ${formatAbn(doc.exchange.abn)}`, ...(doc.exchange.address ? [doc.exchange.address] : [])],
    },
    {
      caption: 'Bill to (buyer)',
      lines: [doc.party.name, `ABN ${formatAbn(doc.party.abn)}`, ...(doc.party.address ? [doc.party.address] : [])],
    },
  ]);
  grainSection(pdf, doc);
  heading(pdf, 'Amounts');
  amountsHeader(pdf);
  amountRows(pdf, buyerAmountRows(doc));
  callout(pdf, `Amount payable ${formatMoney(amountDue(doc))}, due ${formatDay(doc.dueDate)} (${doc.dueLabel})`);
  heading(pdf, 'How to pay');
  paragraph(
    pdf,
    doc.payTo
      ? `Pay by electronic funds transfer into the exchange’s trust account, quoting ${doc.number} as the payment reference:`
      : `Quote ${doc.number} as the payment reference; call the exchange for its account details.`,
  );
  labelRows(pdf, paymentRows(doc));
  paragraph(
    pdf,
    'Title to the grain passes to you when the exchange has received your payment in full (delivery versus payment). A payment after the due date carries interest for each day it is late.',
    { size: 8.5 },
  );
}
