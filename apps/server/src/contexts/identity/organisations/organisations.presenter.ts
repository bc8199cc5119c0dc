import type { TOrganisationVerification } from '@cgx/domain/organisations.schemas';
import type { organisations } from '../../../db/schema/organisations.ts';

export const presentVerification = (row: typeof organisations.$inferSelect, cancelledOrders: number): TOrganisationVerification => ({
  id: row.id,
  tradingName: row.tradingName,
  verificationStatus: row.verificationStatus,
  verificationChangedAt: row.verificationChangedAt?.toISOString() ?? null,
  cancelledOrders,
});
