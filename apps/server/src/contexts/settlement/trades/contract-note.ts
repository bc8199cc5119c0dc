import { formatSydneyDay } from '@cgx/domain/calendar';
import { INSURANCE_COVER_PERCENT, PRODUCT_FULL_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import { formatDay, formatMoney, formatPricePerTonne, formatTonnes } from '@cgx/domain/format';
import { insuredValue, toleranceRange, tradeValue } from '@cgx/domain/pricing';
import PDFDocument from 'pdfkit';
import type { Db } from '../../../db/client.ts';
import { presentTradeTerms, type TTradeTerms } from '../back-office-trades/trade-detail.presenter.ts';
import { findTradeTerms } from '../back-office-trades/trade-detail.repository.ts';
import { type FeeRule } from '../../../modules/fees/fee-estimate.ts';
import { listFees } from '../../../modules/fees/fees.repository.ts';

export type ContractNoteSide = 'buyer' | 'seller';

export interface ContractNote {
  /** The trade and everything agreed in it, read as the staff's trade page reads it. */
  trade: TTradeTerms;
  /** The exchange fees each side pays ($/mt, design §5), as the invoices will charge them. */
  fees: Record<ContractNoteSide, FeeRule[]>;
}

/**
 * Everything a contract note states (issue 24 §12): the trade's terms from the staff's reader of one
 * trade (back-office-trades/trade-detail.repository.ts, without its audit trail) and the exchange
 * fees of each side for the trade's season and commodity. The counterparty stays anonymous: the
 * reader names both parties, the note prints neither.
 */
export async function loadContractNote(db: Db, tradeId: number): Promise<ContractNote | null> {
  const row = await findTradeTerms(db, tradeId);
  if (!row) return null;
  const scope = { seasonId: row.trade.seasonId, commodityId: row.trade.commodityId, state: undefined };
  const [buyer, seller] = await Promise.all([listFees(db, 'buyer', scope), listFees(db, 'seller', scope)]);
  return { trade: presentTradeTerms(row), fees: { buyer, seller } };
}

/** 'Exchange fee $0.90/mt + GST'; several fees joined; none: 'No exchange fee'. */
function feesText(fees: readonly FeeRule[]): string {
  if (fees.length === 0) return 'No exchange fee';
  return fees.map((fee) => `${fee.name} ${formatPricePerTonne(fee.amountPerTonne)}${fee.gstApplicable ? ' + GST' : ''}`).join('; ');
}

function chemicalText(trade: TTradeTerms): string {
  if (trade.chemicalDeclaration) return 'Agree';
  const applied = trade.chemicalApplicationDate ? `applied ${formatDay(trade.chemicalApplicationDate)}` : null;
  return `Disagree: ${[trade.chemicalTreatment, trade.chemicalRate, applied].filter(Boolean).join(', ')}`;
}

/** Where the grain is and title passes: the cgx site, or the igrainX pricing point and place. */
function placeRows(trade: TTradeTerms): [string, string][] {
  if (trade.site) {
    const { site } = trade;
    const provider = site.storageProviderNickname ? ` (${site.storageProviderNickname})` : '';
    const zone = site.portZone ? `, port zone ${site.portZone}${site.port ? ` (port ${site.port})` : ''}` : '';
    return [['Location', `${site.name}${provider}, ${site.state}${zone}`]];
  }
  const place = trade.place;
  const approximate =
    place?.nearestTown && [place.distanceRange, place.direction].filter(Boolean).length > 0
      ? `${[place.distanceRange, place.direction].filter(Boolean).join(' ')} of ${place.nearestTown}`
      : place?.nearestTown;
  const where = place?.deliveredSite ?? place?.address ?? approximate ?? trade.location;
  return [
    ['Pricing point', trade.pricingPoint ?? 'Ex Farm'],
    [trade.pricingPoint === 'Delivered' ? 'Delivered site' : 'Location', where],
  ];
}

/** The rows of the note, label and value, as the party of `side` reads them. */
export function contractNoteRows(note: ContractNote, side: ContractNoteSide): [string, string][] {
  const { trade, fees } = note;
  const tolerance = toleranceRange(trade.quantity);
  const rows: [string, string][] = [
    ['Contract', trade.formattedId],
    ['Date', formatSydneyDay(trade.createdAt)],
    ['Market', trade.market === 'cgx' ? 'CGX (warehouse grain)' : 'igrainX (grain on farm)'],
    ['You', side === 'buyer' ? 'Bought' : 'Sold'],
    ['Counterparty', 'Anonymous, through the exchange'],
    ['Commodity', trade.commodity.name],
    ['Grade', trade.grade ? `${trade.grade.code} ${trade.grade.name}` : 'By quality parameters'],
    ['Variety', trade.variety?.name ?? 'Not stated'],
    ...(trade.quality.length > 0
      ? [['Quality', trade.quality.map((row) => `${row.name} ${row.value} ${row.unit}`.trim()).join('; ')] as [string, string]]
      : []),
    ['Season', trade.season.name],
    ['Delivery period', trade.deliveryPeriod.name],
    ...placeRows(trade),
    ['Quantity', `${formatTonnes(trade.quantity)} mt (tolerance ${formatTonnes(tolerance.min)} to ${formatTonnes(tolerance.max)} mt)`],
    ['Price', `${formatPricePerTonne(trade.price)}${trade.portEquiv ? ` (port equivalent ${formatPricePerTonne(trade.portEquiv)})` : ''}`],
    ['Value', `${formatMoney(tradeValue(trade.quantity, trade.price))} excluding GST, fees and levies`],
    ['Payment terms', `${trade.paymentTerms}${trade.paymentDueDate ? `, due ${formatDay(trade.paymentDueDate)}` : ''}`],
    ['Chemical declaration', chemicalText(trade)],
    ['Special terms', trade.termsAndConditions.length > 0 ? trade.termsAndConditions.join('; ') : 'None'],
    ['Buyer’s fees', `${feesText(fees.buyer)}, per tonne invoiced`],
    [
      'Seller’s fees',
      `${feesText(fees.seller)}, per tonne invoiced; statutory and farm-gate levies and any end-point royalty are withheld from the seller’s payment`,
    ],
  ];
  if (trade.market === 'igrainx')
    rows.push([
      'Insurance',
      `Counterparty insurance covers ${INSURANCE_COVER_PERCENT}% of the value: ${formatMoney(insuredValue(trade.quantity, trade.price))}`,
    ]);
  return rows;
}

export interface RenderContractNoteOptions {
  /** Deflate the page streams (the default). Tests turn it off to read the text back. */
  compress?: boolean;
}

/** The contract note as an A4 PDF, from the point of view of one party. */
export function renderContractNotePdf(
  note: ContractNote,
  side: ContractNoteSide,
  options: RenderContractNoteOptions = {},
): Promise<Buffer> {
  const rows = contractNoteRows(note, side);
  const { formattedId } = note.trade;
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      compress: options.compress ?? true,
      info: { Title: `Contract note ${formattedId}`, Author: PRODUCT_FULL_NAME },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(PRODUCT_FULL_NAME).moveDown(0.3);
    doc.fontSize(14).text(`Contract note ${formattedId}`).moveDown();
    doc.fontSize(10);
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('Helvetica-Bold').text(label, 56, y, { width: 140 });
      const labelBottom = doc.y;
      doc.font('Helvetica').text(value, 200, y, { width: 340 });
      doc.y = Math.max(doc.y, labelBottom);
      doc.moveDown(0.4);
    }
    doc.moveDown();
    const made = note.trade.recordedBy
      ? 'This trade was agreed between the parties and recorded on the exchange by its staff.'
      : 'This trade was made automatically on the exchange when a firm bid met a firm offer.';
    doc
      .fontSize(9)
      .text(
        `${made} Title to the grain stays with the seller until the buyer has paid; the exchange settles the trade, raises the invoices with fees and levies, and pays the seller.`,
        56,
      )
      .moveDown()
      .text(`${PRODUCT_FULL_NAME} · ${SUPPORT_PHONE} · ${SUPPORT_EMAIL}`);
    doc.end();
  });
}
