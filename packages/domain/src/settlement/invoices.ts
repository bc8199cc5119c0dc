import { dec, type DecimalInput, money } from '../decimal.ts';
import { formatPricePerTonne, formatTonnes } from '../format.ts';
import {
  type FarmGateLevyRule,
  type FeeRule,
  farmGateLeviesFor,
  farmGateLevyLine,
  feeLine,
  grainValueLine,
  gstOn,
  type InvoiceLine,
  type RoyaltyRule,
  royaltyLine,
  type StatutoryLevyRule,
  statutoryLevyLine,
  sumLines,
} from './charges.ts';
import { type GrainQuality, priceAndCleanTonnes } from './grain-price.ts';
import { type InvoicedTonnage, invoicedTonnage } from './tonnage.ts';

/**
 * design §5 'Settlement arithmetic', from a trade and its title transfer to the two invoices:
 * the seller's recipient-created tax invoice (grain value and its GST, less everything withheld)
 * and the buyer's tax invoice (grain value, buyer fees, GST). Money is decimal strings to the
 * cent; nothing here reads a database: the levies, royalty and fees that apply are inputs.
 */

export interface SettlementInput {
  /** Contract quantity Q, mt. */
  quantity: string;
  /** Contract price P, $/mt. */
  price: string;
  /** Delivered tonnes D, from the ACQ row or the delivery record. */
  deliveredTonnes: string;
  quality: GrainQuality;
  /** The seller's organisation is registered for GST: then the grain value is taxable. */
  sellerGstRegistered: boolean;
  /** The seller opted in to the NGR opt-in levies. */
  sellerNgrOptedIn: boolean;
  statutoryLevies: readonly StatutoryLevyRule[];
  /** Every farm-gate levy for the season, commodity and state; the NGR opt-in ones are dropped here for sellers who did not opt in. */
  farmGateLevies: readonly FarmGateLevyRule[];
  /** The variety's end-point royalty, or null when it has none. */
  royalty: RoyaltyRule | null;
  sellerFees: readonly FeeRule[];
  buyerFees: readonly FeeRule[];
}

export const RCTI_TITLE = 'Recipient Created Tax Invoice';
export const BUYER_INVOICE_TITLE = 'Tax Invoice';
/** What the seller's invoice says when the grain value carries no GST. */
export const NO_GST_STATEMENT = 'No GST is payable on the grain: the seller is not registered for GST.';

/**
 * The seller's invoice in two parts, each with its own GST (10% of its taxable lines, rounded once):
 * the supply of grain (which the exchange, as recipient, invoices on the seller's behalf) and what is
 * withheld from the seller (levies, royalty, seller fees). Net payable = grain value + its GST − withheld − GST on withheld.
 * The royalty is its owner's supply, not the exchange's: its GST is taken on it alone (royaltyGst) and
 * is part of withheldGst, the rest of which is the GST on the exchange's fees and GST-able levies.
 */
export interface SellerInvoice {
  title: typeof RCTI_TITLE;
  sellerGstRegistered: boolean;
  /** NO_GST_STATEMENT when the seller is not registered, else null. */
  gstStatement: string | null;
  grainValue: InvoiceLine;
  grainGst: string;
  withheld: InvoiceLine[];
  withheldSubtotal: string;
  /** GST on everything withheld: the royalty's (royaltyGst) plus 10% of the other taxable withheld lines, each rounded once. */
  withheldGst: string;
  /** GST on the end-point royalty, paid on to its owner with it; 0.00 when there is none. */
  royaltyGst: string;
  /** withheldSubtotal + withheldGst. */
  totalWithheld: string;
  netPayable: string;
}

/** The buyer's tax invoice: grain value and buyer fees, GST on the taxable ones, the total owed. */
export interface BuyerInvoice {
  title: typeof BUYER_INVOICE_TITLE;
  lines: InvoiceLine[];
  subtotal: string;
  gst: string;
  total: string;
}

export interface Settlement {
  tonnage: InvoicedTonnage;
  /** $/mt the grain is invoiced at (canola: adjusted for oil), to the cent. */
  adjustedPrice: string;
  /** mt invoiced at that price (canola: less admix), to the kilogram. */
  cleanTonnes: string;
  seller: SellerInvoice;
  buyer: BuyerInvoice;
}

const grainLabel = (cleanTonnes: string, adjustedPrice: string): string =>
  `Grain value: ${formatTonnes(cleanTonnes)} t × ${formatPricePerTonne(adjustedPrice)}`;

const add = (...amounts: DecimalInput[]): string =>
  money(amounts.reduce<ReturnType<typeof dec>>((sum, amount) => sum.plus(amount), dec(0)));

export function settle(input: SettlementInput): Settlement {
  const tonnage = invoicedTonnage(input.quantity, input.deliveredTonnes);
  const { adjustedPrice, cleanTonnes } = priceAndCleanTonnes(input.price, tonnage.invoicedTonnes, input.quality);
  const grainValue = grainValueLine(grainLabel(cleanTonnes, adjustedPrice), adjustedPrice, cleanTonnes, input.sellerGstRegistered);
  const grainGst = gstOn([grainValue]);

  const royalty = input.royalty ? royaltyLine(input.royalty, cleanTonnes) : null;
  const withheld: InvoiceLine[] = [
    ...input.statutoryLevies.map((rule) => statutoryLevyLine(rule, cleanTonnes)),
    ...farmGateLeviesFor(input.farmGateLevies, input.sellerNgrOptedIn).map((rule) => farmGateLevyLine(rule, adjustedPrice, cleanTonnes)),
    ...(royalty ? [royalty] : []),
    ...input.sellerFees.map((rule) => feeLine(rule, cleanTonnes)),
  ];
  const withheldSubtotal = money(sumLines(withheld));
  const royaltyGst = gstOn(royalty ? [royalty] : []);
  const withheldGst = add(gstOn(withheld.filter((line) => line !== royalty)), royaltyGst);
  const totalWithheld = add(withheldSubtotal, withheldGst);
  const seller: SellerInvoice = {
    title: RCTI_TITLE,
    sellerGstRegistered: input.sellerGstRegistered,
    gstStatement: input.sellerGstRegistered ? null : NO_GST_STATEMENT,
    grainValue,
    grainGst,
    withheld,
    withheldSubtotal,
    withheldGst,
    royaltyGst,
    totalWithheld,
    netPayable: money(dec(grainValue.amount).plus(grainGst).minus(totalWithheld)),
  };

  const buyerLines = [grainValue, ...input.buyerFees.map((rule) => feeLine(rule, cleanTonnes))];
  const subtotal = money(sumLines(buyerLines));
  const gst = gstOn(buyerLines);
  const buyer: BuyerInvoice = { title: BUYER_INVOICE_TITLE, lines: buyerLines, subtotal, gst, total: add(subtotal, gst) };

  return { tonnage, adjustedPrice, cleanTonnes, seller, buyer };
}
