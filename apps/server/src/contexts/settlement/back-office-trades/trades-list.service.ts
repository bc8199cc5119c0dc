import type {
  TBackOfficeTrade,
  TBackOfficeTradeDetail,
  TBackOfficeTradesPage,
  TBackOfficeTradesQuery,
  TTradeRef,
} from '@cgx/domain/back-office-trades.schemas';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, requireStaff } from '../../../lib/access.ts';
import { notFound } from '../../../lib/errors.ts';
import { presentTradeDetail } from './trade-detail.presenter.ts';
import { findTradeDetail, tradeIdOfFormattedId } from './trade-detail.repository.ts';
import { presentBackOfficeTrade } from './trades-list.presenter.ts';
import { pageBackOfficeTrades, tradesInOrder } from './trades-list.repository.ts';

/** spec 002 §2 'Trades': a page of every trade the filter selects, with both parties and the total mt. Staff only. */
export async function listBackOfficeTrades(
  context: AppContext,
  auth: AuthContext,
  query: TBackOfficeTradesQuery,
): Promise<TBackOfficeTradesPage> {
  requireStaff(auth);
  const page = await pageBackOfficeTrades(context.db, query);
  return { ...page, rows: page.rows.map(presentBackOfficeTrade) };
}

/** Every trade the filter selects, in the list's order, read a batch at a time (the download). Staff only. */
export function backOfficeTradesToDownload(
  context: AppContext,
  auth: AuthContext,
  query: TBackOfficeTradesQuery,
): AsyncGenerator<TBackOfficeTrade> {
  requireStaff(auth);
  const rows = tradesInOrder(context.db, query);
  return (async function* () {
    for await (const row of rows) yield presentBackOfficeTrade(row);
  })();
}

/** spec 002 §2 'trades/{tradeId}': one trade, both sides, for staff, by its id or its trade id (CGX-000150). */
export async function getBackOfficeTrade(context: AppContext, auth: AuthContext, ref: TTradeRef): Promise<TBackOfficeTradeDetail> {
  requireStaff(auth);
  const tradeId = 'id' in ref ? ref.id : await tradeIdOfFormattedId(context.db, ref.formattedId);
  const row = tradeId === undefined ? undefined : await findTradeDetail(context.db, tradeId);
  if (!row) throw notFound();
  return presentTradeDetail(row);
}
