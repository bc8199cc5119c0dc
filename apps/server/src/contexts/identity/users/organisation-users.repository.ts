import type { MemberStatus, ORGANISATION_USER_SORTS, TOrganisationUsersQuery } from '@cgx/domain/organisation-users.schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema/users.ts';
import { countAll, orderOf, pageOf, termIn, withinDates } from '../../../lib/paging.ts';
import { findOrganisationApprovers } from '../registrations/registrations.repository.ts';

/** A member's standing in SQL: an active user without a password was invited and has not chosen one yet. */
const memberStatus = sql<MemberStatus>`case when ${users.status} = 'active' and ${users.passwordHash} is null then 'invited' else ${users.status} end`;

const SORT_COLUMNS = {
  name: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
  email: users.email,
  lastSignInAt: users.lastSignInAt,
  createdAt: users.createdAt,
} satisfies Record<(typeof ORGANISATION_USER_SORTS)[number], unknown>;

/** A page of an organisation's users, filtered, sorted and counted in SQL. */
export function pageOrganisationUsers(db: Db, organisationId: number, query: TOrganisationUsersQuery) {
  const where = and(
    eq(users.organisationId, organisationId),
    query.status ? sql`${memberStatus} = ${query.status}` : undefined,
    withinDates(users.createdAt, query.dateFrom, query.dateTo),
    termIn(query.term, [
      users.firstName,
      users.lastName,
      sql`${users.firstName} || ' ' || ${users.lastName}`,
      users.email,
      users.loginNumber,
    ]),
  );
  return pageOf(query, {
    rows: (limit, offset) =>
      db
        .select({ user: users, status: memberStatus })
        .from(users)
        .where(where)
        .orderBy(...orderOf(SORT_COLUMNS, query.sort, query.direction, users.id))
        .limit(limit)
        .offset(offset),
    count: async () => (await db.select({ total: countAll }).from(users).where(where))[0]?.total ?? 0,
  });
}

export type OrganisationUserRow = Awaited<ReturnType<typeof pageOrganisationUsers>>['rows'][number];

/**
 * Who administers an organisation: its users flagged as administrator, or, when it has no active
 * one, its longest-standing active user: the same people who approve a newcomer to its NGR.
 */
export async function administersOrganisation(db: Db, user: { id: number; organisationId: number }): Promise<boolean> {
  return (await findOrganisationApprovers(db, user.organisationId)).some((approver) => approver.id === user.id);
}
