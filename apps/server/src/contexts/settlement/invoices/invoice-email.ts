import { renderEmail } from '../../../platform/messages/index.ts';
import { amountDue, type InvoiceDocument, invoiceTitle } from './invoice-document.ts';
import { formatDay, formatMoney, formatTonnes } from '@cgx/domain/format';
import { formatBsb } from './invoice-format.ts';

/** The attached PDF's file name: 'RCTI-000041 Recipient Created Tax Invoice.pdf'. */
export const invoicePdfFilename = (doc: Pick<InvoiceDocument, 'kind' | 'number' | 'settlement'>): string =>
  `${doc.number} ${invoiceTitle(doc)}.pdf`;

const grainPhrase = (doc: InvoiceDocument) =>
  `${formatTonnes(doc.trade.invoicedTonnes)} t of ${doc.trade.grade ? `${doc.trade.grade} ` : ''}${doc.trade.commodity} at ${doc.trade.location}`;

const due = (doc: InvoiceDocument) => `${formatDay(doc.dueDate)} (${doc.dueLabel})`;

function sellerParagraphs(doc: InvoiceDocument): string[] {
  const amount = formatMoney(amountDue(doc));
  return [
    `Title to the grain of trade ${doc.trade.formattedId} (${grainPhrase(doc)}) has transferred. Our recipient created tax invoice ${doc.number} for the grain is attached as a PDF.`,
    `Net payable to you: ${amount}, due ${due(doc)}. We pay it into your nominated bank account against the buyer’s funds. The levies, royalties and fees withheld are itemised on the invoice.`,
    'Under the recipient created tax invoice agreement on the invoice, you do not issue a tax invoice for this supply. Tell us within 21 days if you do not accept it.',
  ];
}

function buyerParagraphs(doc: InvoiceDocument): string[] {
  const amount = formatMoney(amountDue(doc));
  const opening =
    doc.status === 'overdue'
      ? `Tax invoice ${doc.number} for trade ${doc.trade.formattedId} was due on ${formatDay(doc.dueDate)} and has not been paid. The invoice, with the interest now owed, is attached as a PDF.`
      : `Title transfer of trade ${doc.trade.formattedId} (${grainPhrase(doc)}) is confirmed. Your tax invoice ${doc.number} is attached as a PDF.`;
  const pay = doc.payTo
    ? `Pay by electronic funds transfer to ${doc.payTo.accountName}, BSB ${formatBsb(doc.payTo.bsb)}, account number ${doc.payTo.accountNumber}, with ${doc.number} as the payment reference.`
    : `Quote ${doc.number} as the payment reference; call us for the account details.`;
  return [
    opening,
    `Amount payable: ${amount} including GST, due ${due(doc)}.`,
    pay,
    'Title to the grain passes to you when we have received your payment in full. A late payment carries interest for each day it is late.',
  ];
}

/** The e-mail that carries an invoice: that it is attached, the amount and due date, and for the buyer how to pay. */
export function invoiceEmail(doc: InvoiceDocument): { subject: string; text: string; html: string } {
  const title = invoiceTitle(doc);
  if (doc.status === 'void') {
    return renderEmail({
      subject: `${title} ${doc.number} cancelled`,
      heading: `${title} ${doc.number} cancelled`,
      paragraphs: [
        `${title} ${doc.number} for trade ${doc.trade.formattedId} has been cancelled: ${doc.kind === 'buyer' ? 'do not pay it' : 'it will not be paid'}. The cancelled invoice is attached as a PDF for your records; a replacement follows when the trade is settled again.`,
      ],
    });
  }
  const overdue = doc.kind === 'buyer' && doc.status === 'overdue';
  return renderEmail({
    subject: `${overdue ? 'Overdue: ' : ''}${title} ${doc.number} for trade ${doc.trade.formattedId}`,
    heading: `${title} ${doc.number}`,
    paragraphs: doc.kind === 'seller' ? sellerParagraphs(doc) : buyerParagraphs(doc),
    footnote: 'The other party to the trade is not disclosed: the trade is settled through the exchange.',
  });
}
