import { DELIVERY_TYPE_LABELS, type TIgrainDelivery, type TTradeDelivery } from '@cgx/domain/igrain-deliveries.schemas';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import type { CsvColumn } from '../../../lib/csv.ts';
import { dayColumn, moneyColumn, sydneyDayOf, tonnesColumn } from '../../../lib/download-columns.ts';
import type { DeliveryListRow } from './deliveries-list.repository.ts';
import type { TradeDeliveryRow } from './deliveries.repository.ts';

type QualityParameter = { code: string; name: string; unit: string };

/** One delivery of a trade, its quality values named by the commodity's parameters (in their order). */
export function presentTradeDelivery(row: TradeDeliveryRow, parameters: readonly QualityParameter[]): TTradeDelivery {
  const { delivery } = row;
  const values = delivery.quality;
  const known = parameters.filter((parameter) => values[parameter.code] !== undefined);
  // A parameter made inactive since keeps its value, under its code.
  const others = Object.keys(values)
    .filter((code) => !parameters.some((parameter) => parameter.code === code))
    .map((code) => ({ code, name: code, unit: '' }));
  return {
    id: delivery.id,
    formattedId: delivery.formattedId,
    deliveredOn: delivery.deliveredOn,
    type: delivery.type,
    tonnes: delivery.tonnes,
    weighbridgeTicket: delivery.weighbridgeTicket,
    oil: delivery.oil,
    admix: delivery.admix,
    quality: [...known, ...others].map((parameter) => ({ ...parameter, value: values[parameter.code] ?? '' })),
    recordedBy: row.recordedBy,
    createdAt: delivery.createdAt.toISOString(),
  };
}

/** spec 002 §3 'igrainX delivery (list row)'. */
export function presentDeliveryRow(row: DeliveryListRow): TIgrainDelivery {
  const { delivery, trade, offer } = row;
  return {
    id: delivery.id,
    formattedId: delivery.formattedId,
    tradeId: trade.id,
    tradeFormattedId: trade.formattedId,
    sellerOrganisationName: row.sellerName,
    sellerOrganisationNgr: row.sellerNgr,
    buyerOrganisationName: row.buyerName,
    location: row.site?.name
      ? `${row.site.name}, ${row.site.state}`
      : (row.deliveredSiteName ?? offer?.nearestTown ?? offer?.address ?? 'On farm'),
    pricingPoint: offer?.pricingPoint ?? 'Ex Farm',
    gradeName: row.gradeName,
    commodityName: row.commodityName,
    seasonName: row.seasonName,
    deliveryName: row.periodName,
    quantity: delivery.tonnes,
    price: trade.price,
    paymentDueDate: trade.paymentDueDate,
    // Settlement (issue 14) records when the seller is paid.
    paymentDate: null,
    deliveredOn: delivery.deliveredOn,
    weighbridgeTicket: delivery.weighbridgeTicket,
    createdAt: delivery.createdAt.toISOString(),
    type: delivery.type,
    status: trade.status,
  };
}

/** The download's columns: the list row of spec 002 §3, in the list's order. */
export const DELIVERY_COLUMNS: CsvColumn<TIgrainDelivery>[] = [
  { header: 'Delivery ID', cell: (row) => row.formattedId },
  { header: 'Trade ID', cell: (row) => row.tradeFormattedId },
  dayColumn('Delivered', (row) => row.deliveredOn),
  dayColumn('Recorded', (row) => sydneyDayOf(row.createdAt)),
  { header: 'Type', cell: (row) => DELIVERY_TYPE_LABELS[row.type] },
  { header: 'Weighbridge ticket', cell: (row) => row.weighbridgeTicket },
  { header: 'Seller', cell: (row) => row.sellerOrganisationName },
  { header: 'Seller NGR', cell: (row) => row.sellerOrganisationNgr },
  { header: 'Buyer', cell: (row) => row.buyerOrganisationName },
  { header: 'Location', cell: (row) => row.location },
  { header: 'Pricing point', cell: (row) => row.pricingPoint },
  { header: 'Season', cell: (row) => row.seasonName },
  { header: 'Commodity', cell: (row) => row.commodityName },
  { header: 'Grade', cell: (row) => row.gradeName },
  { header: 'Delivery period', cell: (row) => row.deliveryName },
  tonnesColumn('Quantity (mt)', (row) => row.quantity),
  moneyColumn('Price ($/mt)', (row) => row.price),
  dayColumn('Payment due', (row) => row.paymentDueDate),
  dayColumn('Paid', (row) => row.paymentDate),
  { header: 'Trade status', cell: (row) => TRADE_STATUS_LABELS[row.status] },
];
