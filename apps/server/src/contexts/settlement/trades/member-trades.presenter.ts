import { sydneyDate } from '@cgx/domain/calendar';
import { contractNotePath } from '../../trading/index.ts';
import { paymentTermsFromColumns, paymentTermsLabel } from '@cgx/domain/payment-terms';
import { tradeValue } from '@cgx/domain/pricing';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import { MEMBER_TRADE_VIEW_SIDE, type MemberTradeView, type TMemberTrade, type TMemberTradeMoney } from '@cgx/domain/trades.schemas';
import type { CsvColumn } from '../../../lib/csv.ts';
import type { MemberTradeRow } from './member-trades.repository.ts';
import { tradeLocation } from './trade-location.ts';

/**
 * One of the member's trades as their view shows it: their side only. The counterparty is never
 * named; the client is named only in an agent's view, being the agent's own principal.
 */
export function presentMemberTrade(view: MemberTradeView, row: MemberTradeRow, money: TMemberTradeMoney | null = null): TMemberTrade {
  const { trade } = row;
  const side = MEMBER_TRADE_VIEW_SIDE[view];
  return {
    id: trade.id,
    formattedId: trade.formattedId,
    market: trade.market,
    status: trade.status,
    side: side === 'buyer' ? 'bought' : 'sold',
    client: view === 'client-sales' && row.client ? { id: row.client.id, name: row.client.tradingName } : null,
    season: { id: row.season.id, name: row.season.name },
    commodity: { id: row.commodity.id, name: row.commodity.name },
    grade: row.grade ? { id: row.grade.id, code: row.grade.code, name: row.grade.name } : null,
    deliveryPeriod: { id: row.period.id, name: row.period.name },
    // Never the exact address of a Free on Truck offer: it would name the seller's farm to the buyer.
    location: tradeLocation({ site: row.site, deliveredSite: row.deliveredSite, nearestTown: row.nearestTown }),
    pricingPoint: trade.market === 'igrainx' ? (row.pricingPoint ?? 'Ex Farm') : null,
    quantity: trade.quantity,
    price: trade.price,
    portEquiv: trade.portEquiv,
    paymentTerms: paymentTermsLabel(paymentTermsFromColumns(trade.paymentTermsKind, trade.paymentTermsDays)),
    paymentDueDate: trade.paymentDueDate,
    createdAt: trade.createdAt.toISOString(),
    documents: [{ kind: 'contract-note', label: 'Contract note', path: contractNotePath(trade.id, side) }],
    money,
  };
}

/**
 * The download's columns (issue 24: for the member's accountant): what the list shows, the trade's
 * value, and the member's invoice; the client in an agent's download. Never the counterparty.
 */
export function memberTradeColumns(view: MemberTradeView): CsvColumn<TMemberTrade>[] {
  return [
    { header: 'Trade ID', cell: (trade) => trade.formattedId },
    { header: 'Date', cell: (trade) => sydneyDate(new Date(trade.createdAt)) },
    { header: 'Market', cell: (trade) => (trade.market === 'cgx' ? 'CGX' : 'igrainX') },
    { header: 'Side', cell: (trade) => (trade.side === 'bought' ? 'Bought' : 'Sold') },
    ...(view === 'client-sales' ? [{ header: 'Client', cell: (trade: TMemberTrade) => trade.client?.name ?? null }] : []),
    { header: 'Season', cell: (trade) => trade.season.name },
    { header: 'Commodity', cell: (trade) => trade.commodity.name },
    { header: 'Grade', cell: (trade) => trade.grade?.code ?? null },
    { header: 'Delivery', cell: (trade) => trade.deliveryPeriod.name },
    { header: 'Location', cell: (trade) => trade.location },
    { header: 'Pricing point', cell: (trade) => trade.pricingPoint },
    { header: 'Quantity (mt)', cell: (trade) => trade.quantity, number: true },
    { header: 'Price ($/mt)', cell: (trade) => trade.price, number: true },
    { header: 'Port equivalent ($/mt)', cell: (trade) => trade.portEquiv, number: true },
    { header: 'Value ($, excl. GST)', cell: (trade) => tradeValue(trade.quantity, trade.price), number: true },
    { header: 'Payment terms', cell: (trade) => trade.paymentTerms },
    { header: 'Payment due', cell: (trade) => trade.paymentDueDate },
    { header: 'Status', cell: (trade) => TRADE_STATUS_LABELS[trade.status] },
    { header: 'Settlement', cell: (trade) => trade.money?.label ?? null },
    { header: 'Invoice', cell: (trade) => trade.money?.invoiceNumber ?? null },
    { header: 'Invoice amount ($)', cell: (trade) => trade.money?.amount ?? null, number: true },
    { header: 'Invoice due', cell: (trade) => trade.money?.dueDate ?? null },
  ];
}
