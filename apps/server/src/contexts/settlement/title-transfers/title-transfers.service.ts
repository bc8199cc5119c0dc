import type { TPage } from '@cgx/domain/lists.schemas';
import type { TTitleTransfer, TTitleTransfersQuery } from '@cgx/domain/title-transfers.schemas';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, requireStaff } from '../../../lib/access.ts';
import { pageTitleTransfers } from './title-transfers.repository.ts';

/** A storage provider's users see their own sites' title transfers; staff every one; anyone else is refused. */
function scopeOf(auth: AuthContext): number | null {
  if (auth.user.role === 'Storage Provider' && auth.organisation.type === 'storage_provider') return auth.organisation.id;
  requireStaff(auth);
  return null;
}

export async function listTitleTransfers(
  context: AppContext,
  auth: AuthContext,
  query: TTitleTransfersQuery,
): Promise<TPage<TTitleTransfer>> {
  const page = await pageTitleTransfers(context.db, scopeOf(auth), query);
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.transfer.id,
      transferredOn: row.transfer.transferredOn,
      trade: row.trade,
      source: row.transfer.source,
      ticketNumber: row.transfer.ticketNumber,
      sellerNgr: row.sellerNgr,
      commodity: row.commodity,
      grade: row.grade,
      site: row.site,
      storageProvider: row.storageProvider,
      deliveredTonnes: row.transfer.deliveredTonnes,
      oil: row.transfer.oil,
      admix: row.transfer.admix,
      shortfall: row.transfer.shortfall,
      state: row.transfer.withdrawnAt ? 'Withdrawn' : TRADE_STATUS_LABELS[row.trade.status],
    })),
  };
}
