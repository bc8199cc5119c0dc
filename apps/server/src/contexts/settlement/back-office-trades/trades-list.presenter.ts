import type { TBackOfficeTrade, TBackOfficeTradeFields } from '@cgx/domain/back-office-trades.schemas';
import { MARKET_TYPES } from '@cgx/domain/orders.schemas';
import { paymentTermsFromColumns, paymentTermsLabel } from '@cgx/domain/payment-terms';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import type { CsvColumn } from '../../../lib/csv.ts';
import { dayColumn, moneyColumn, sydneyDayOf, tonnesColumn } from '../../../lib/download-columns.ts';
import { tradeLocation } from '../trades/trade-location.ts';
import type { LegacyListedRow } from './trades-list-legacy.repository.ts';
import type { BackOfficeTradeRow, ListedTrade } from './trades-list.repository.ts';

/** A trade as staff see it: both parties named (spec 002 §2; never shown to the other party). */
export function presentTradeFields(
  row: Omit<BackOfficeTradeRow, 'offer'> & { offer: Omit<NonNullable<BackOfficeTradeRow['offer']>, 'id'> | null },
): TBackOfficeTradeFields {
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

/** A legacy trade as a row of the trades list (decision 0228): what it has of a trade's fields. */
function presentLegacyRow(row: LegacyListedRow): TBackOfficeTrade {
  const { trade } = row;
  const type = trade.type.toLowerCase();
  return {
    source: 'legacy',
    id: trade.id,
    formattedId: trade.reference,
    market: MARKET_TYPES.find((market) => market === type) ?? null,
    legacyType: trade.type,
    status: row.status,
    seller: { id: row.seller.id, name: row.seller.tradingName },
    sellerNgr: null,
    buyer: { id: row.buyer.id, name: row.buyer.tradingName },
    agent: row.agent ? { id: row.agent.id, name: row.agent.tradingName } : null,
    season: row.season,
    commodity: row.commodity,
    grade: row.grade,
    deliveryPeriod: row.period,
    location: row.site ? `${row.site.name}, ${row.site.state}` : null,
    pricingPoint: null,
    quantity: trade.quantity,
    price: trade.price,
    portEquiv: trade.portEquiv,
    paymentTerms: null,
    paymentDueDate: null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A row of the staff's trades list: a trade of the platform or a legacy trade. */
export function presentBackOfficeTrade(listed: ListedTrade): TBackOfficeTrade {
  if (listed.source === 'legacy') return presentLegacyRow(listed.row);
  return { ...presentTradeFields(listed.row), source: 'trade', legacyType: null };
}

const MARKET_LABELS = { cgx: 'CGX', igrainx: 'igrainX' } as const;

/** The download's columns: what the list shows, with both parties, in the list's order. */
export const BACK_OFFICE_TRADE_COLUMNS: CsvColumn<TBackOfficeTrade>[] = [
  { header: 'Trade ID', cell: (trade) => trade.formattedId },
  {
    header: 'Market',
    cell: (trade) => (trade.source === 'legacy' ? `Legacy (${trade.legacyType ?? ''})` : trade.market && MARKET_LABELS[trade.market]),
  },
  dayColumn('Created', (trade) => sydneyDayOf(trade.createdAt)),
  { header: 'Seller', cell: (trade) => trade.seller.name },
  { header: 'Seller NGR', cell: (trade) => trade.sellerNgr },
  { header: 'Agent', cell: (trade) => trade.agent?.name ?? null },
  { header: 'Buyer', cell: (trade) => trade.buyer.name },
  { header: 'Season', cell: (trade) => trade.season.name },
  { header: 'Commodity', cell: (trade) => trade.commodity.name },
  { header: 'Grade', cell: (trade) => trade.grade?.code ?? null },
  { header: 'Delivery', cell: (trade) => trade.deliveryPeriod?.name ?? null },
  { header: 'Location', cell: (trade) => trade.location },
  { header: 'Pricing point', cell: (trade) => trade.pricingPoint },
  tonnesColumn('Quantity (mt)', (trade) => trade.quantity),
  moneyColumn('Price ($/mt)', (trade) => trade.price),
  moneyColumn('Port equivalent ($/mt)', (trade) => trade.portEquiv),
  { header: 'Payment terms', cell: (trade) => trade.paymentTerms },
  dayColumn('Payment due', (trade) => trade.paymentDueDate),
  { header: 'Status', cell: (trade) => TRADE_STATUS_LABELS[trade.status] },
];
