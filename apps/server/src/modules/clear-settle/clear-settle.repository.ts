import { STAFF_ROLES } from '@cgx/domain/roles';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clearSettleInterests } from '../../db/schema/onboarding.ts';
import { organisations } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';

/** Records the user's interest once; answers the new row, or undefined when it was already recorded. */
export async function insertInterest(db: Db, userId: number, organisationId: number, now: Date) {
  const rows = await db
    .insert(clearSettleInterests)
    .values({ userId, organisationId, createdAt: now })
    .onConflictDoNothing({ target: clearSettleInterests.userId })
    .returning();
  return rows[0];
}

export const findInterest = (db: Db, userId: number) =>
  db.query.clearSettleInterests.findFirst({ where: eq(clearSettleInterests.userId, userId) });

/** The exchange's active staff, who follow up Clear Settle interest. */
export async function activeStaff(db: Db) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, organisationId: organisations.id })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(organisations.type, 'exchange'), eq(users.status, 'active'), inArray(users.role, [...STAFF_ROLES])))
    .orderBy(asc(users.id));
}
