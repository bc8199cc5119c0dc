import { paymentTermsFromColumns, paymentTermsLabel } from '@cgx/domain/payment-terms';
import { MEMBER_TRADE_VIEW_SIDE, type MemberTradeView, type TMemberTrade, type TMemberTradeMoney } from '@cgx/domain/trades.schemas';
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
    documents: [{ kind: 'contract-note', label: 'Contract note', path: `contract-note/${trade.id}/${side}` }],
    money,
  };
}
