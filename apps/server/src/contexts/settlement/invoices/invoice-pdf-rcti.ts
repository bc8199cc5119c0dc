import { dec, money } from '@cgx/domain/decimal';
import { amountDue, type InvoiceDocument } from './invoice-document.ts';
import { formatDay, formatMoney } from '@cgx/domain/format';
import { formatAbn } from './invoice-format.ts';
import { grainSection } from './invoice-pdf-grain.ts';
import { type AmountRow, amountRows, amountsHeader, callout, heading, paragraph, partyBlocks, type Pdf } from './invoice-pdf-layout.ts';

/**
 * The written agreement an RCTI must carry (GST Act s 29-70(3) and the ATO's RCTI determination):
 * the recipient issues the tax invoices, the supplier does not, and each side says whether it is
 * registered for GST. An unregistered seller's invoice says so instead of claiming registration.
 */
export function rctiAgreement(sellerGstRegistered: boolean): string[] {
  return [
    'Recipient created tax invoice agreement. The recipient and the supplier declare that this agreement applies to the supplies to which this tax invoice relates. The recipient and the supplier agree that the recipient will issue tax invoices for the supply and the supplier will not issue tax invoices in respect of the supply.',
    sellerGstRegistered
      ? 'The supplier acknowledges that it is registered for GST and that it will notify the recipient if it ceases to be registered. The recipient acknowledges that it is registered for GST and that it will notify the supplier if it ceases to be registered.'
      : 'The supplier has told the recipient that it is not registered for GST, so no GST is charged on the grain; it will notify the recipient if it becomes registered. The recipient acknowledges that it is registered for GST and that it will notify the supplier if it ceases to be registered.',
    'Acceptance of this recipient created tax invoice constitutes acceptance of the terms of this written agreement. The supplier will tell the recipient within 21 days of receiving this document if it does not accept it.',
  ];
}

const taxableLabel = (taxable: boolean) => (taxable ? 'Yes' : 'No');

/**
 * The GST on what is withheld: one row, or with an end-point royalty two, the royalty's GST (paid on
 * to its owner with it) and the rest. An RCTI raised before royalties' GST was shown apart has no royaltyGst.
 */
function withheldGstRows(seller: InvoiceDocument['settlement']['seller']): AmountRow[] {
  const royaltyGst: string | undefined = seller.royaltyGst;
  if (royaltyGst === undefined || dec(royaltyGst).isZero())
    return [{ description: 'GST on amounts withheld', amount: formatMoney(seller.withheldGst) }];
  return [
    { description: 'GST on the end-point royalty (10%)', amount: formatMoney(royaltyGst) },
    { description: 'GST on fees and levies withheld', amount: formatMoney(money(dec(seller.withheldGst).minus(royaltyGst))) },
  ];
}

export function rctiAmountRows(doc: InvoiceDocument): AmountRow[] {
  const seller = doc.settlement.seller;
  const grainTotal = money(dec(seller.grainValue.amount).plus(seller.grainGst));
  const rows: AmountRow[] = [
    { description: seller.grainValue.label, gst: taxableLabel(seller.grainValue.taxable), amount: formatMoney(seller.grainValue.amount) },
    seller.gstStatement
      ? { description: seller.gstStatement, amount: formatMoney(seller.grainGst) }
      : { description: 'GST on the grain (10%)', amount: formatMoney(seller.grainGst) },
    { description: 'Grain value including GST', amount: formatMoney(grainTotal), bold: true, ruled: true },
    { description: 'Less: levies, royalties and fees withheld and paid on for you', amount: '', bold: true },
    ...seller.withheld.map((line) => ({ description: line.label, gst: taxableLabel(line.taxable), amount: formatMoney(line.amount) })),
    { description: 'Withheld before GST', amount: formatMoney(seller.withheldSubtotal), ruled: true },
    ...withheldGstRows(seller),
    { description: 'Total withheld', amount: formatMoney(seller.totalWithheld), bold: true },
  ];
  if (doc.interest.length > 0) {
    rows.push({ description: 'Net for the grain', amount: formatMoney(seller.netPayable), bold: true, ruled: true });
    rows.push(...doc.interest.map((line) => ({ description: `${line.label} (no GST)`, amount: formatMoney(line.amount) })));
  }
  rows.push({ description: 'Net payable to you', amount: formatMoney(amountDue(doc)), bold: true, ruled: true });
  return rows;
}

/** The seller's recipient-created tax invoice, below the common header. */
export function rctiBody(pdf: Pdf, doc: InvoiceDocument): void {
  const seller = doc.settlement.seller;
  partyBlocks(pdf, [
    {
      caption: 'Recipient (issuer of this invoice)',
      lines: [doc.exchange.name, `ABN ${formatAbn(doc.exchange.abn)}`, ...(doc.exchange.address ? [doc.exchange.address] : [])],
    },
    {
      caption: 'Supplier (seller)',
      lines: [
        doc.party.name,
        `ABN ${formatAbn(doc.party.abn)}`,
        `NGR ${doc.party.ngr || 'Not provided'}`,
        seller.sellerGstRegistered ? 'Registered for GST' : 'Not registered for GST',
        ...(doc.party.address ? [doc.party.address] : []),
      ],
    },
  ]);
  grainSection(pdf, doc);
  heading(pdf, 'Amounts');
  amountsHeader(pdf);
  amountRows(pdf, rctiAmountRows(doc));
  callout(pdf, `Net payable ${formatMoney(amountDue(doc))}, due ${formatDay(doc.dueDate)} (${doc.dueLabel})`);
  paragraph(
    pdf,
    'The exchange pays you against the buyer’s funds (delivery versus payment): the net payable goes to your nominated bank account, and what is withheld is paid on to the levy bodies, the royalty owner and the exchange.',
    { size: 8.5 },
  );
  for (const text of rctiAgreement(seller.sellerGstRegistered)) paragraph(pdf, text, { size: 8 });
}
