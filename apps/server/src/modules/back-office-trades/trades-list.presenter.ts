import type { TBackOfficeTrade } from '@cgx/domain/back-office-trades.schemas';
import { paymentTermsFromColumns, paymentTermsLabel } from '@cgx/domain/payment-terms';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import type { CsvColumn } from '../../lib/csv.ts';
import { tradeLocation } from '../trades/trade-location.ts';
import type { BackOfficeTradeRow } from './trades-list.repository.ts';

/** A trade as staff see it: both parties named (spec 002 §2; never shown to the other party). */
export function presentBackOfficeTrade(
  row: Omit<BackOfficeTradeRow, 'offer'> & { offer: Omit<NonNullable<BackOfficeTradeRow['offer']>, 'id'> | null },
): TBackOfficeTrade {
  const { trade } = row;
  return {
    id: trade.id,
    formattedId: trade.formattedId,
    market: trade.market,
    status: trade.status,
    seller: { id: row.seller.id, name: row.seller.tradingName },
    sellerNgr: row.sellerNgr,
    buyer: { id: row.buyer.id, name: row.buyer.tradingName },
    agent: row.agent ? { id: row.agent.id, name: row.agent.tradingName } : null,
    season: row.season,
    commodity: row.commodity,
    grade: row.grade,
    deliveryPeriod: row.period,
    location: tradeLocation({
      site: row.site,
      deliveredSite: row.deliveredTo,
      nearestTown: row.offer?.nearestTown ?? null,
      address: row.offer?.address ?? null,
    }),
    pricingPoint: trade.market === 'igrainx' ? (row.offer?.pricingPoint ?? 'Ex Farm') : null,
    quantity: trade.quantity,
    price: trade.price,
    portEquiv: trade.portEquiv,
    paymentTerms: paymentTermsLabel(paymentTermsFromColumns(trade.paymentTermsKind, trade.paymentTermsDays)),
    paymentDueDate: trade.paymentDueDate,
    createdAt: trade.createdAt.toISOString(),
  };
}

/** The download's columns: what the list shows, with both parties, in the list's order. */
export const BACK_OFFICE_TRADE_COLUMNS: CsvColumn<TBackOfficeTrade>[] = [
  { header: 'Trade ID', cell: (trade) => trade.formattedId },
  { header: 'Market', cell: (trade) => (trade.market === 'cgx' ? 'CGX' : 'igrainX') },
  { header: 'Created', cell: (trade) => trade.createdAt },
  { header: 'Seller', cell: (trade) => trade.seller.name },
  { header: 'Seller NGR', cell: (trade) => trade.sellerNgr },
  { header: 'Agent', cell: (trade) => trade.agent?.name ?? null },
  { header: 'Buyer', cell: (trade) => trade.buyer.name },
  { header: 'Season', cell: (trade) => trade.season.name },
  { header: 'Commodity', cell: (trade) => trade.commodity.name },
  { header: 'Grade', cell: (trade) => trade.grade?.code ?? null },
  { header: 'Delivery', cell: (trade) => trade.deliveryPeriod.name },
  { header: 'Location', cell: (trade) => trade.location },
  { header: 'Pricing point', cell: (trade) => trade.pricingPoint },
  { header: 'Quantity (mt)', cell: (trade) => trade.quantity, number: true },
  { header: 'Price ($/mt)', cell: (trade) => trade.price, number: true },
  { header: 'Port equivalent ($/mt)', cell: (trade) => trade.portEquiv, number: true },
  { header: 'Payment terms', cell: (trade) => trade.paymentTerms },
  { header: 'Payment due', cell: (trade) => trade.paymentDueDate },
  { header: 'Status', cell: (trade) => TRADE_STATUS_LABELS[trade.status] },
];
