import { dec, money } from '@cgx/domain/decimal';
import type { Settlement } from '@cgx/domain/settlement/invoices';

/**
 * The plain data every rendering of a settlement invoice reads (the PDF, the e-mail): the service
 * builds it from the tables, the renderers never touch a database. One document is one party's
 * invoice: the seller's recipient-created tax invoice or the buyer's tax invoice. The counterparty
 * is never part of it (the market is anonymous), so no rendering can leak it.
 */

export interface InvoiceParty {
  name: string;
  abn: string | null;
  address?: string | null;
}

export type InvoiceKind = 'seller' | 'buyer';
export type InvoiceStatus = 'issued' | 'paid' | 'overdue' | 'void';

export interface InvoiceTrade {
  formattedId: string;
  market: 'cgx' | 'igrainx';
  season: string;
  commodity: string;
  grade: string | null;
  location: string;
  /** yyyy-mm-dd */
  titleTransferDate: string;
  /** mt, as decimal strings. */
  contractTonnes: string;
  deliveredTonnes: string;
  invoicedTonnes: string;
  cleanTonnes: string;
  /** Contract price, $/mt. */
  price: string;
  /** $/mt the grain is invoiced at (canola: adjusted for oil). */
  adjustedPrice: string;
  /** Canola: oil %, admix % (null for other grain). */
  oil: string | null;
  admix: string | null;
  /** Delivered short of the tolerance: invoiced on the delivered tonnes. */
  shortfall: boolean;
}

export interface InvoiceInterest {
  label: string;
  /** $, two decimals. */
  amount: string;
}

export interface InvoicePayTo {
  accountName: string;
  bsb: string;
  accountNumber: string;
}

export interface InvoiceDocument {
  /** seller: the recipient-created tax invoice (RCTI); buyer: the tax invoice. */
  kind: InvoiceKind;
  /** 'RCTI-000001' or 'INV-000001': gapless, given by the service. */
  number: string;
  /** yyyy-mm-dd */
  issuedOn: string;
  /** yyyy-mm-dd */
  dueDate: string;
  /** e.g. 'Within 7 business days', '30 days EOW', 'Deferred until July'. */
  dueLabel: string;
  /** The exchange: issuer of the buyer's invoice, and the recipient that issues the seller's RCTI. */
  exchange: InvoiceParty;
  /** The seller (RCTI) or the buyer (tax invoice). Never the counterparty. */
  party: InvoiceParty & { ngr?: string | null; gstRegistered?: boolean };
  trade: InvoiceTrade;
  settlement: Settlement;
  /**
   * Deferred interest (paid by the buyer, added to the seller's net) or late-payment interest
   * (owed by the buyer on an overdue invoice); may be empty. Interest carries no GST.
   */
  interest: InvoiceInterest[];
  /** Buyer's invoice: the exchange's trust account; null on the seller's RCTI. */
  payTo: InvoicePayTo | null;
  status?: InvoiceStatus;
}

/** The sum of the document's interest lines, $ to the cent. */
export const interestTotal = (doc: Pick<InvoiceDocument, 'interest'>): string =>
  money(doc.interest.reduce((sum, line) => sum.plus(line.amount), dec(0)));

/** Before interest: the seller's net payable, or the buyer's invoice total. */
export const invoiceAmount = (doc: Pick<InvoiceDocument, 'kind' | 'settlement'>): string =>
  doc.kind === 'seller' ? doc.settlement.seller.netPayable : doc.settlement.buyer.total;

/**
 * The bottom line: what the exchange pays the seller, or what the buyer owes, with interest.
 */
export const amountDue = (doc: Pick<InvoiceDocument, 'kind' | 'settlement' | 'interest'>): string =>
  money(dec(invoiceAmount(doc)).plus(interestTotal(doc)));

/** 'Recipient Created Tax Invoice' for the seller, 'Tax Invoice' for the buyer. */
export const invoiceTitle = (doc: Pick<InvoiceDocument, 'kind' | 'settlement'>): string =>
  doc.kind === 'seller' ? doc.settlement.seller.title : doc.settlement.buyer.title;
