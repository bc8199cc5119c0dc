import { sydneyDate } from '@cgx/domain/calendar';
import { MEMBER_TRADE_VIEW_ROLES, MEMBER_TRADE_VIEW_SIDE, type MemberTradeView, type TMemberTradeDetail } from '@cgx/domain/trades.schemas';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, requireRole } from '../../../lib/access.ts';
import { notFound } from '../../../lib/errors.ts';
import { presentInvoice } from '../invoices/invoices.presenter.ts';
import { invoicesOfTrade } from '../invoices/invoices.repository.ts';
import { presentTitleTransferFacts } from '../title-transfers/title-transfer-facts.presenter.ts';
import { tradeProgress } from './member-trade-progress.ts';
import { moneyOfTrades } from './member-trade-money.ts';
import { presentMemberTradeDetail } from './member-trade.presenter.ts';
import { buyerPaidInFullOn, currentTitleTransfer, findMemberTrade, qualityOfOffer, sellerPaymentOf } from './member-trade.repository.ts';

/**
 * One of the caller's organisation's trades on the view's side (issue 24, decision 0224): its terms,
 * contract note, title transfer, the member's own invoices (a seller its RCTI, a buyer its tax
 * invoice) and where its money is. Another organisation's trade, or one of the other side, is 404:
 * ids cannot be probed. An agent reads its verified clients' sales, as in its list.
 */
export async function getMemberTrade(
  context: AppContext,
  auth: AuthContext,
  view: MemberTradeView,
  tradeId: number,
): Promise<TMemberTradeDetail> {
  requireRole(auth, MEMBER_TRADE_VIEW_ROLES[view]);
  const { db } = context;
  const row = await findMemberTrade(db, view, auth.organisation.id, tradeId);
  if (!row) throw notFound();
  const side = MEMBER_TRADE_VIEW_SIDE[view];
  const now = context.clock.now();
  const today = sydneyDate(now);
  const [quality, transfer, invoiceRows, buyerPaidOn, sellerPaid, money] = await Promise.all([
    row.terms ? qualityOfOffer(db, row.terms.offerId) : [],
    currentTitleTransfer(db, tradeId),
    invoicesOfTrade(db, tradeId),
    buyerPaidInFullOn(db, tradeId),
    side === 'seller' ? sellerPaymentOf(db, tradeId) : undefined,
    moneyOfTrades(db, [{ trade: row.trade, state: row.site?.state ?? 'NSW' }], side, now),
  ]);
  const invoices = invoiceRows.filter((invoice) => invoice.kind === side).map((invoice) => presentInvoice(invoice, today));
  const progress = tradeProgress({
    side,
    status: row.trade.status,
    tradedOn: sydneyDate(row.trade.createdAt),
    titleTransferredOn: transfer?.transferredOn ?? null,
    invoiceNumber: invoices.find((invoice) => invoice.status === 'issued')?.number ?? null,
    buyerPaidOn,
    sellerPaid: sellerPaid ?? null,
  });
  return presentMemberTradeDetail(view, row, {
    money: money.get(tradeId) ?? null,
    quality,
    titleTransfer: transfer ? presentTitleTransferFacts(transfer) : null,
    invoices,
    progress,
  });
}
