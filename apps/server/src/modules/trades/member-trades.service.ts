import type { TPage } from '@cgx/domain/lists.schemas';
import {
  MEMBER_TRADE_VIEW_ROLES,
  MEMBER_TRADE_VIEW_SIDE,
  type MemberTradeView,
  type TMemberTrade,
  type TMemberTradesQuery,
} from '@cgx/domain/trades.schemas';
import type { AppContext } from '../../context.ts';
import { type AuthContext, requireRole } from '../../lib/access.ts';
import { moneyOfTrades } from './member-trade-money.ts';
import { presentMemberTrade } from './member-trades.presenter.ts';
import { pageMemberTrades } from './member-trades.repository.ts';

/**
 * A page of one side of the caller's organisation's trades (spec 001 §2: our-purchases, our-sales,
 * my-sales, my-clients-sales), each with the contract note of that side to download.
 */
export async function listMemberTrades(
  context: AppContext,
  auth: AuthContext,
  view: MemberTradeView,
  query: TMemberTradesQuery,
): Promise<TPage<TMemberTrade>> {
  requireRole(auth, MEMBER_TRADE_VIEW_ROLES[view]);
  const page = await pageMemberTrades(context.db, view, auth.organisation.id, query);
  const side = MEMBER_TRADE_VIEW_SIDE[view];
  const money = await moneyOfTrades(
    context.db,
    page.rows.map((row) => ({ trade: row.trade, state: row.site?.state ?? 'NSW' })),
    side,
    context.clock.now(),
  );
  return { ...page, rows: page.rows.map((row) => presentMemberTrade(view, row, money.get(row.trade.id) ?? null)) };
}
