import type { TPage } from '@cgx/domain/lists.schemas';
import {
  MEMBER_TRADE_VIEW_ROLES,
  MEMBER_TRADE_VIEW_SIDE,
  type MemberTradeView,
  type TMemberTrade,
  type TMemberTradesQuery,
} from '@cgx/domain/trades.schemas';
import type { AppContext } from '../../../context.ts';
import { inIdBatches } from '../../../lib/id-batches.ts';
import { type AuthContext, requireRole } from '../../../lib/access.ts';
import { moneyOfTrades } from './member-trade-money.ts';
import { presentMemberTrade } from './member-trades.presenter.ts';
import { type MemberTradeRow, memberTradeIdsInOrder, memberTradeRowsByIds, pageMemberTrades } from './member-trades.repository.ts';

/** The rows as the view shows them, each with where its money is. */
async function presentRows(context: AppContext, view: MemberTradeView, rows: MemberTradeRow[]): Promise<TMemberTrade[]> {
  const money = await moneyOfTrades(
    context.db,
    rows.map((row) => ({ trade: row.trade, state: row.site?.state ?? 'NSW' })),
    MEMBER_TRADE_VIEW_SIDE[view],
    context.clock.now(),
  );
  return rows.map((row) => presentMemberTrade(view, row, money.get(row.trade.id) ?? null));
}

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
  return { ...page, rows: await presentRows(context, view, page.rows) };
}

/**
 * Every trade of the view the list's filters select, in its order, for the download (issue 24: the
 * member's accountant): the ids first, then the rows a batch of ids at a time (decision 0180). The
 * role is checked before anything is streamed.
 */
export function memberTradesToDownload(
  context: AppContext,
  auth: AuthContext,
  view: MemberTradeView,
  query: TMemberTradesQuery,
): AsyncGenerator<TMemberTrade> {
  requireRole(auth, MEMBER_TRADE_VIEW_ROLES[view]);
  const organisationId = auth.organisation.id;
  return (async function* () {
    const ids = await memberTradeIdsInOrder(context.db, view, organisationId, query);
    yield* inIdBatches(ids, async (batch) => presentRows(context, view, await memberTradeRowsByIds(context.db, batch)));
  })();
}
