import { z } from 'zod';
import { zListQuery, zPage } from './lists.schemas.ts';
import { TRADE_STATUSES } from './trade-status.ts';

/**
 * Title transfers at a storage provider's sites (issue 14 §9): what its ACQ files (or staff) recorded,
 * and where each stands now. A storage provider's users see their own sites'; staff see every one.
 */
export const TITLE_TRANSFER_SORTS = ['transferredOn', 'tradeId', 'tonnes'] as const;
export const TITLE_TRANSFER_STATES = ['current', 'withdrawn'] as const;

export const ZTitleTransfersQuery = zListQuery({
  sorts: TITLE_TRANSFER_SORTS,
  defaultDirection: 'desc',
  filters: { state: z.enum(TITLE_TRANSFER_STATES, { error: `Must be one of ${TITLE_TRANSFER_STATES.join(', ')}` }).optional() },
});
export type TTitleTransfersQuery = z.infer<typeof ZTitleTransfersQuery>;

export const ZTitleTransfer = z.object({
  id: z.number(),
  transferredOn: z.string(),
  trade: z.object({ id: z.number(), formattedId: z.string(), status: z.enum(TRADE_STATUSES) }),
  source: z.enum(['acq', 'delivery']),
  ticketNumber: z.string().nullable(),
  sellerNgr: z.string().nullable(),
  commodity: z.string(),
  grade: z.string().nullable(),
  site: z.string().nullable(),
  storageProvider: z.string().nullable(),
  deliveredTonnes: z.string(),
  oil: z.string().nullable(),
  admix: z.string().nullable(),
  shortfall: z.boolean(),
  /** 'Withdrawn' when the trade went back to awaiting grain; else the trade's status. */
  state: z.string(),
});
export type TTitleTransfer = z.infer<typeof ZTitleTransfer>;
export const ZTitleTransfersPage = zPage(ZTitleTransfer);
