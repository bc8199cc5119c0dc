import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { organisationNgrs, organisations } from '../../../db/schema/organisations.ts';
import { users } from '../../../db/schema/users.ts';

export async function findOrganisationByNgr(db: Db, ngr: string) {
  const rows = await db
    .select({ organisation: organisations })
    .from(organisationNgrs)
    .innerJoin(organisations, eq(organisations.id, organisationNgrs.organisationId))
    .where(eq(organisationNgrs.ngr, ngr));
  return rows[0]?.organisation;
}

/** Who approves a newcomer: the organisation's administrator, else its longest-standing active user. */
export async function findOrganisationApprovers(db: Db, organisationId: number) {
  const active = await db
    .select()
    .from(users)
    .where(and(eq(users.organisationId, organisationId), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  const admins = active.filter((user) => user.isOrganisationAdmin);
  return admins.length > 0 ? admins : active.slice(0, 1);
}

export async function insertOrganisation(db: Db, values: typeof organisations.$inferInsert) {
  const [row] = await db.insert(organisations).values(values).returning();
  if (!row) throw new Error('organisation insert returned nothing');
  return row;
}

export async function insertNgr(db: Db, organisationId: number, ngr: string) {
  await db.insert(organisationNgrs).values({ organisationId, ngr });
}

export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

export async function loginNumberExists(db: Db, loginNumber: string) {
  const row = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.loginNumber, loginNumber) });
  return row !== undefined;
}
