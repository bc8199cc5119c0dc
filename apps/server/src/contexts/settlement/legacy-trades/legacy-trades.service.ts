import type { TLegacyTradeDetail, TLegacyTradesPage, TLegacyTradesQuery } from '@cgx/domain/legacy-trades.schemas';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, requireStaff } from '../../../lib/access.ts';
import { notFound } from '../../../lib/errors.ts';
import { presentLegacyTrade, presentLegacyTradeDetail } from './legacy-trades.presenter.ts';
import { findLegacyTrade, organisationsByIds, pageLegacyTrades, usersByIds } from './legacy-trades.repository.ts';

/** The imported legacy trades, a page at a time (shown under the import). Staff only. */
export async function listLegacyTrades(context: AppContext, auth: AuthContext, query: TLegacyTradesQuery): Promise<TLegacyTradesPage> {
  requireStaff(auth);
  const page = await pageLegacyTrades(context.db, query);
  return { ...page, rows: page.rows.map(presentLegacyTrade) };
}

/** spec 002 §7 'Legacy trade: get by id': one legacy trade, read-only. Staff only; unknown: 404. */
export async function getLegacyTrade(context: AppContext, auth: AuthContext, id: number): Promise<TLegacyTradeDetail> {
  requireStaff(auth);
  const row = await findLegacyTrade(context.db, id);
  if (!row) throw notFound();
  const { trade } = row;
  const present = (ids: (number | null)[]) => [...new Set(ids.filter((one): one is number => one !== null))];
  const [organisations, users] = await Promise.all([
    organisationsByIds(context.db, present([trade.sellerOrganisationId, trade.buyerOrganisationId, trade.agentOrganisationId])),
    usersByIds(
      context.db,
      present([trade.sellerUserId, trade.buyerUserId, trade.offerCreatorUserId, trade.bidCreatorUserId, trade.agentUserId]),
    ),
  ]);
  return presentLegacyTradeDetail(row, organisations, users);
}
