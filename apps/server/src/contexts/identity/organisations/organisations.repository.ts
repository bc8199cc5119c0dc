import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bidGroups, offers } from '../../../db/schema/orders.ts';
import { organisations } from '../../../db/schema/organisations.ts';

/** The organisation's row, locked until the transaction ends. */
export async function lockOrganisation(tx: Db, organisationId: number) {
  const [row] = await tx.select().from(organisations).where(eq(organisations.id, organisationId)).for('update');
  return row;
}

export async function setVerificationStatus(
  tx: Db,
  organisationId: number,
  values: { verificationStatus: 'verified' | 'flagged'; verificationChangedAt: Date; verificationChangedByUserId: number },
) {
  const [row] = await tx
    .update(organisations)
    .set({ ...values, updatedAt: values.verificationChangedAt })
    .where(eq(organisations.id, organisationId))
    .returning();
  return row;
}

/**
 * Cancels every live order of the organisation: its bids, the offers it sells, and the offers it
 * placed as an agent. Answers how many were cancelled.
 */
export async function cancelLiveOrdersOf(tx: Db, organisationId: number, now: Date): Promise<number> {
  const ended = { status: 'cancelled' as const, endedAt: now, updatedAt: now };
  const bids = await tx
    .update(bidGroups)
    .set(ended)
    .where(and(eq(bidGroups.organisationId, organisationId), eq(bidGroups.status, 'active')))
    .returning({ id: bidGroups.id });
  const sold = await tx
    .update(offers)
    .set(ended)
    .where(and(eq(offers.status, 'active'), or(eq(offers.organisationId, organisationId), eq(offers.agentOrganisationId, organisationId))))
    .returning({ id: offers.id });
  return bids.length + sold.length;
}
