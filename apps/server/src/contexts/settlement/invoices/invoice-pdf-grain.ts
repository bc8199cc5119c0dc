import { CANOLA_OIL_BASIS } from '@cgx/domain/constants';
import type { InvoiceDocument } from './invoice-document.ts';
import { formatDay, formatPricePerTonne, formatTonnes } from '@cgx/domain/format';
import { heading, labelGrid, type Pdf } from './invoice-pdf-layout.ts';

/** What was supplied: the grain, its quantities and price (and the canola adjustment when there is one). */
export function grainRows(doc: InvoiceDocument): [string, string][] {
  const { trade } = doc;
  const canola = trade.oil !== null || trade.admix !== null;
  const rows: [string, string][] = [
    ['Market', trade.market === 'cgx' ? 'CGX (warehouse grain)' : 'igrainX (grain on farm)'],
    ['Commodity', trade.commodity],
    ['Grade', trade.grade ?? 'By quality parameters'],
    ['Season', trade.season],
    ['Location', trade.location],
    ['Title transfer', formatDay(trade.titleTransferDate)],
    ['Contract quantity', `${formatTonnes(trade.contractTonnes)} t`],
    ['Delivered', `${formatTonnes(trade.deliveredTonnes)} t`],
    [
      'Invoiced',
      `${formatTonnes(trade.invoicedTonnes)} t${trade.shortfall ? ' (short of the tolerance: invoiced on the tonnes delivered)' : ''}`,
    ],
  ];
  rows.push(['Clean tonnes', `${formatTonnes(trade.cleanTonnes)} t${trade.admix !== null ? ` (less ${trade.admix}% admix)` : ''}`]);
  rows.push(['Contract price', formatPricePerTonne(trade.price)]);
  if (canola) {
    if (trade.oil !== null) rows.push(['Oil', `${trade.oil}% (basis ${CANOLA_OIL_BASIS}%)`]);
    if (trade.admix !== null) rows.push(['Admix', `${trade.admix}%`]);
    rows.push(['Adjusted price', `${formatPricePerTonne(trade.adjustedPrice)}`]);
  }
  return rows;
}

export function grainSection(pdf: Pdf, doc: InvoiceDocument): void {
  heading(pdf, 'Grain supplied');
  labelGrid(pdf, grainRows(doc));
}
