import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insureSubscriptions } from '../../db/schema/insure.ts';
import { agentAuthorisations, organisations } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';

export type InsureSubscriptionRow = typeof insureSubscriptions.$inferSelect;

/** The agent's own live, verified authorisation with its grower organisation, or undefined. */
export async function findVerifiedClient(db: Db, agentOrganisationId: number, authorisationId: number) {
  const [row] = await db
    .select({ authorisation: agentAuthorisations, grower: organisations })
    .from(agentAuthorisations)
    .innerJoin(organisations, eq(organisations.id, agentAuthorisations.growerOrganisationId))
    .where(
      and(
        eq(agentAuthorisations.id, authorisationId),
        eq(agentAuthorisations.agentOrganisationId, agentOrganisationId),
        eq(agentAuthorisations.verified, true),
        isNull(agentAuthorisations.revokedAt),
      ),
    );
  return row;
}

/** The organisation's administrator: its oldest active user marked as organisation admin (as My Clients shows). */
export async function administratorOf(db: Db, organisationId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.isOrganisationAdmin, true), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .limit(1);
  return row;
}

export async function findSubscription(db: Db, organisationId: number): Promise<InsureSubscriptionRow | undefined> {
  const [row] = await db.select().from(insureSubscriptions).where(eq(insureSubscriptions.organisationId, organisationId));
  return row;
}

/** Records (or renews) the invitation; answers undefined when the organisation already subscribes. */
export async function upsertInvitation(db: Db, organisationId: number, invitedByOrganisationId: number, now: Date) {
  const [row] = await db
    .insert(insureSubscriptions)
    .values({ organisationId, status: 'invited', invitedByOrganisationId, invitedAt: now })
    .onConflictDoUpdate({
      target: insureSubscriptions.organisationId,
      set: { invitedByOrganisationId, invitedAt: now },
      setWhere: eq(insureSubscriptions.status, 'invited'),
    })
    .returning();
  return row;
}

/** Activates the organisation's subscription, invited or not; an active one is left as it is. */
export async function activate(db: Db, organisationId: number, userId: number, now: Date) {
  await db
    .insert(insureSubscriptions)
    .values({ organisationId, status: 'active', invitedAt: now, activatedAt: now, activatedByUserId: userId })
    .onConflictDoUpdate({
      target: insureSubscriptions.organisationId,
      set: { status: 'active', activatedAt: now, activatedByUserId: userId },
      setWhere: eq(insureSubscriptions.status, 'invited'),
    });
  return findSubscription(db, organisationId);
}
