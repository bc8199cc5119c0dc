import type { TTitleTransferFacts } from '@cgx/domain/settlement.schemas';
import type { titleTransfers } from '../../../db/schema/settlement.ts';

/** A trade's title transfer as both its pages show it (the staff's settlement card, a member's trade page). */
export const presentTitleTransferFacts = (transfer: typeof titleTransfers.$inferSelect): TTitleTransferFacts => ({
  source: transfer.source,
  transferredOn: transfer.transferredOn,
  deliveredTonnes: transfer.deliveredTonnes,
  oil: transfer.oil,
  admix: transfer.admix,
  ticketNumber: transfer.ticketNumber,
  shortfall: transfer.shortfall,
});
