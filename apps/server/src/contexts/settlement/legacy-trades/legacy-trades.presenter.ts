import {
  type TLegacyOrganisation,
  type TLegacyTrade,
  type TLegacyTradeDetail,
  type TLegacyUser,
  legacyTradeStatus,
} from '@cgx/domain/legacy-trades.schemas';
import type { LegacyOrganisationRow, LegacyTradeDetailRow, LegacyTradeListRow, LegacyUserRow } from './legacy-trades.repository.ts';

/** A row of the imported legacy trades list. */
export function presentLegacyTrade(row: LegacyTradeListRow): TLegacyTrade {
  const { trade } = row;
  return {
    id: trade.id,
    reference: trade.reference,
    type: trade.type,
    date: trade.tradeDate,
    season: row.season,
    commodity: row.commodity,
    grade: row.grade,
    seller: { id: row.seller.id, name: row.seller.tradingName },
    buyer: { id: row.buyer.id, name: row.buyer.tradingName },
    quantity: trade.quantity,
    price: trade.price,
    status: legacyTradeStatus(trade),
    createdAt: trade.createdAt.toISOString(),
  };
}

const presentOrganisation = (row: LegacyOrganisationRow): TLegacyOrganisation => ({
  id: row.id,
  name: row.tradingName,
  tradingName: row.tradingName,
  abn: row.abn,
  ngr: row.ngr,
  type: row.type,
});

const presentUser = (row: LegacyUserRow): TLegacyUser => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  tradingName: row.tradingName,
});

/** spec 002 §3 'Legacy trade': every field, its parties and users by id from the rows read alongside. */
export function presentLegacyTradeDetail(
  row: LegacyTradeDetailRow,
  organisations: LegacyOrganisationRow[],
  users: LegacyUserRow[],
): TLegacyTradeDetail {
  const { trade } = row;
  const organisation = (id: number | null) => {
    const found = id === null ? undefined : organisations.find((candidate) => candidate.id === id);
    return found ? presentOrganisation(found) : null;
  };
  const user = (id: number | null) => {
    const found = id === null ? undefined : users.find((candidate) => candidate.id === id);
    return found ? presentUser(found) : null;
  };
  const seller = organisation(trade.sellerOrganisationId);
  const buyer = organisation(trade.buyerOrganisationId);
  if (!seller || !buyer) throw new Error(`legacy trade ${trade.id}: a party was not read`);
  return {
    id: trade.id,
    reference: trade.reference,
    type: trade.type,
    season: row.season,
    deliveryPeriod: row.deliveryPeriod,
    commodity: row.commodity,
    grade:
      row.grade?.id && row.grade.code && row.grade.name
        ? { id: row.grade.id, code: row.grade.code, name: row.grade.name, commodityName: row.grade.commodityName ?? row.commodity.name }
        : null,
    site:
      row.site?.id && row.site.name && row.site.state
        ? { id: row.site.id, name: row.site.name, state: row.site.state, portName: row.site.portName ?? '' }
        : null,
    storageProvider: row.storageProvider,
    quantity: trade.quantity,
    shrunk: trade.shrunk,
    price: trade.price,
    portEquiv: trade.portEquiv,
    date: trade.tradeDate,
    createdAt: trade.createdAt.toISOString(),
    importedBy: `${row.importedBy.firstName} ${row.importedBy.lastName}`.trim(),
    status: legacyTradeStatus(trade),
    sellerInvoice: trade.sellerInvoice,
    buyerInvoice: trade.buyerInvoice,
    sellerType: trade.sellerType,
    spreads: trade.spreads,
    oil: trade.oil,
    admix: trade.admix,
    seller,
    buyer,
    agent: organisation(trade.agentOrganisationId),
    sellerUser: user(trade.sellerUserId),
    buyerUser: user(trade.buyerUserId),
    offerCreator: user(trade.offerCreatorUserId),
    bidCreator: user(trade.bidCreatorUserId),
    agentUser: user(trade.agentUserId),
  };
}
