import { PRODUCT_FULL_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import { paymentTermsFromColumns, paymentTermsLabel } from '@cgx/domain/payment-terms';
import { insuredValue, toleranceRange, tradeValue } from '@cgx/domain/pricing';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db/client.ts';
import { trades } from '../../db/schema/market.ts';
import { commodities, deliveryPeriods, grades, portZones, ports, seasons, sites } from '../../db/schema/reference.ts';

export type ContractNoteSide = 'buyer' | 'seller';

/**
 * Everything a contract note states, read from the trade in one statement (it was eight relational
 * queries, whose building was a sixth of the worker's CPU under load): the counterparty stays anonymous.
 */
export async function loadContractNote(db: Db, tradeId: number) {
  const [row] = await db
    .select({ trade: trades, grade: grades, commodity: commodities, season: seasons, period: deliveryPeriods, site: sites, port: ports })
    .from(trades)
    .innerJoin(commodities, eq(commodities.id, trades.commodityId))
    .innerJoin(seasons, eq(seasons.id, trades.seasonId))
    .innerJoin(deliveryPeriods, eq(deliveryPeriods.id, trades.deliveryPeriodId))
    .leftJoin(grades, eq(grades.id, trades.gradeId))
    .leftJoin(sites, eq(sites.id, trades.siteId))
    .leftJoin(portZones, eq(portZones.id, sites.portZoneId))
    .leftJoin(ports, eq(ports.id, portZones.portId))
    .where(eq(trades.id, tradeId));
  if (!row) return null;
  return { ...row, terms: paymentTermsFromColumns(row.trade.paymentTermsKind, row.trade.paymentTermsDays) };
}

type Note = NonNullable<Awaited<ReturnType<typeof loadContractNote>>>;

/** The contract note as an A4 PDF, from the point of view of one party. */
export function renderContractNotePdf(note: Note, side: ContractNoteSide): Promise<Buffer> {
  const { trade } = note;
  const tolerance = toleranceRange(trade.quantity);
  const rows: [string, string][] = [
    ['Contract', trade.formattedId],
    ['Date', trade.createdAt.toISOString().slice(0, 10)],
    ['Market', trade.market === 'cgx' ? 'CGX (warehouse grain)' : 'igrainX (grain on farm)'],
    ['You', side === 'buyer' ? 'Bought' : 'Sold'],
    ['Counterparty', 'Anonymous, through the exchange'],
    ['Commodity', note.commodity?.name ?? ''],
    ['Grade', note.grade ? `${note.grade.code} ${note.grade.name}` : 'By quality parameters'],
    ['Season', note.season?.name ?? ''],
    ['Delivery period', note.period?.name ?? ''],
    ['Location', note.site ? `${note.site.name}, ${note.site.state}${note.port ? ` (port zone ${note.port.name})` : ''}` : 'On farm'],
    ['Quantity', `${trade.quantity} mt (tolerance ${tolerance.min}-${tolerance.max} mt)`],
    ['Price', `$${trade.price}/mt${trade.portEquiv ? ` (port equivalent $${trade.portEquiv}/mt)` : ''}`],
    ['Value', `$${tradeValue(trade.quantity, trade.price)} excluding GST, fees and levies`],
    ['Payment', `${paymentTermsLabel(note.terms)}${trade.paymentDueDate ? `, due ${trade.paymentDueDate}` : ''}`],
  ];
  if (trade.market === 'igrainx')
    rows.push(['Insurance', `Counterparty insurance covers 90% of the value: $${insuredValue(trade.quantity, trade.price)}`]);

  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: `Contract note ${trade.formattedId}`, Author: PRODUCT_FULL_NAME },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(PRODUCT_FULL_NAME).moveDown(0.3);
    doc.fontSize(14).text(`Contract note ${trade.formattedId}`).moveDown();
    doc.fontSize(10);
    for (const [label, value] of rows) {
      const y = doc.y;
      doc.font('Helvetica-Bold').text(label, 56, y, { width: 140 });
      doc.font('Helvetica').text(value, 200, y, { width: 340 });
      doc.moveDown(0.4);
    }
    doc.moveDown();
    doc
      .fontSize(9)
      .text(
        'This trade was made automatically on the exchange when a firm bid met a firm offer. Title to the grain stays with the seller until the buyer has paid; the exchange settles the trade, raises the invoices with fees and levies, and pays the seller.',
      )
      .moveDown()
      .text(`${PRODUCT_FULL_NAME} · ${SUPPORT_PHONE} · ${SUPPORT_EMAIL}`);
    doc.end();
  });
}
