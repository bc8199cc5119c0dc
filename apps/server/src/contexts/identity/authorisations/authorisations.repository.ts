import type { AUTHORISATION_SORTS, TAuthorisationsQuery } from '@cgx/domain/authorisations.schemas';
import { and, asc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { send } from '../../../db/together.ts';
import { offers } from '../../../db/schema/orders.ts';
import { agentAuthorisations, organisationNgrs, organisations } from '../../../db/schema/organisations.ts';
import { users } from '../../../db/schema/users.ts';
import { containing, countAll, orderOf, pageOf, withinDates } from '../../../lib/paging.ts';

function termMatches(db: Db, term: string): SQL | undefined {
  const pattern = containing(term);
  return or(
    ilike(organisations.tradingName, pattern),
    exists(
      db
        .select({ id: organisationNgrs.id })
        .from(organisationNgrs)
        .where(and(eq(organisationNgrs.organisationId, organisations.id), ilike(organisationNgrs.ngr, pattern))),
    ),
  );
}

const AUTHORISATION_SORT_COLUMNS = {
  tradingName: organisations.tradingName,
  createdAt: agentAuthorisations.createdAt,
} satisfies Record<(typeof AUTHORISATION_SORTS)[number], unknown>;

/** A page of the agent organisation's live client authorisations, filtered and sorted in SQL. */
export function pageAuthorisations(db: Db, agentOrganisationId: number, query: TAuthorisationsQuery) {
  const where = and(
    eq(agentAuthorisations.agentOrganisationId, agentOrganisationId),
    isNull(agentAuthorisations.revokedAt),
    query.verified === undefined ? undefined : eq(agentAuthorisations.verified, query.verified),
    query.growerId ? eq(agentAuthorisations.growerOrganisationId, query.growerId) : undefined,
    query.term ? termMatches(db, query.term) : undefined,
    withinDates(agentAuthorisations.createdAt, query.dateFrom, query.dateTo),
  );
  return pageOf(query, {
    rows: (limit, offset) =>
      db
        .select({ authorisation: agentAuthorisations, grower: { id: organisations.id, tradingName: organisations.tradingName } })
        .from(agentAuthorisations)
        .innerJoin(organisations, eq(organisations.id, agentAuthorisations.growerOrganisationId))
        .where(where)
        .orderBy(...orderOf(AUTHORISATION_SORT_COLUMNS, query.sort, query.direction, agentAuthorisations.id))
        .limit(limit)
        .offset(offset),
    count: async () =>
      (
        await db
          .select({ total: countAll })
          .from(agentAuthorisations)
          .innerJoin(organisations, eq(organisations.id, agentAuthorisations.growerOrganisationId))
          .where(where)
      )[0]?.total ?? 0,
  });
}

export const ngrsOf = (db: Db, organisationIds: number[]) =>
  organisationIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ organisationId: organisationNgrs.organisationId, ngr: organisationNgrs.ngr })
        .from(organisationNgrs)
        .where(inArray(organisationNgrs.organisationId, organisationIds))
        .orderBy(asc(organisationNgrs.id));

/** The active administrators of the organisations, oldest first. */
export const administratorsOf = (db: Db, organisationIds: number[]) =>
  organisationIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ organisationId: users.organisationId, email: users.email })
        .from(users)
        .where(and(inArray(users.organisationId, organisationIds), eq(users.isOrganisationAdmin, true), eq(users.status, 'active')))
        .orderBy(asc(users.id));

/**
 * The agent's live authority from the grower (a revoked one counts as none), with whether the
 * exchange has verified the grower's organisation.
 */
export async function findAuthorisation(db: Db, agentOrganisationId: number, growerOrganisationId: number) {
  const [row] = await db
    .select({ authorisation: agentAuthorisations, growerVerificationStatus: organisations.verificationStatus })
    .from(agentAuthorisations)
    .innerJoin(organisations, eq(organisations.id, agentAuthorisations.growerOrganisationId))
    .where(
      and(
        eq(agentAuthorisations.agentOrganisationId, agentOrganisationId),
        eq(agentAuthorisations.growerOrganisationId, growerOrganisationId),
        isNull(agentAuthorisations.revokedAt),
      ),
    );
  return row ? { ...row.authorisation, growerVerificationStatus: row.growerVerificationStatus } : undefined;
}

/** The agents holding a live authority from the grower, by trading name. */
export const listGrantedAuthorisations = (db: Db, growerOrganisationId: number) =>
  db
    .select({ authorisation: agentAuthorisations, agent: { id: organisations.id, tradingName: organisations.tradingName } })
    .from(agentAuthorisations)
    .innerJoin(organisations, eq(organisations.id, agentAuthorisations.agentOrganisationId))
    .where(and(eq(agentAuthorisations.growerOrganisationId, growerOrganisationId), isNull(agentAuthorisations.revokedAt)))
    .orderBy(asc(organisations.tradingName), asc(agentAuthorisations.id));

/** An authorisation by id, locked until the transaction ends (placing agents' offers share-lock it: lockLiveAuthorities). */
export async function lockAuthorisation(tx: Db, authorisationId: number) {
  const [row] = await tx.select().from(agentAuthorisations).where(eq(agentAuthorisations.id, authorisationId)).for('update');
  return row;
}

export async function markRevoked(tx: Db, authorisationId: number, revokedByUserId: number, now: Date) {
  await tx.update(agentAuthorisations).set({ revokedAt: now, revokedByUserId }).where(eq(agentAuthorisations.id, authorisationId));
}

/** The agent's active offers for the grower, cancelled; answers how many. */
export async function cancelAgentOffersFor(tx: Db, agentOrganisationId: number, growerOrganisationId: number, now: Date) {
  const rows = await tx
    .update(offers)
    .set({ status: 'cancelled', endedAt: now, updatedAt: now })
    .where(
      and(
        eq(offers.agentOrganisationId, agentOrganisationId),
        eq(offers.organisationId, growerOrganisationId),
        eq(offers.status, 'active'),
      ),
    )
    .returning({ id: offers.id });
  return rows.length;
}

export type AuthorityPair = { agentOrganisationId: number; growerOrganisationId: number };

/**
 * The pairs that still hold a live, verified authority, each share-locked until the transaction
 * ends: a revocation (which locks the row for update) then waits for the orders being placed
 * under it and cancels them too, or, if it committed first, the pair is not answered.
 */
export async function lockLiveAuthorities(tx: Db, pairs: readonly AuthorityPair[]): Promise<AuthorityPair[]> {
  if (pairs.length === 0) return [];
  const wanted = sql.join(
    pairs.map((pair) => sql`(${pair.agentOrganisationId}::integer, ${pair.growerOrganisationId}::integer)`),
    sql`, `,
  );
  // Sent at the call (not when the async function's promise settles), so it keeps its place among statements sent together.
  return send(
    tx
      .select({
        agentOrganisationId: agentAuthorisations.agentOrganisationId,
        growerOrganisationId: agentAuthorisations.growerOrganisationId,
      })
      .from(agentAuthorisations)
      .where(
        and(
          sql`(${agentAuthorisations.agentOrganisationId}, ${agentAuthorisations.growerOrganisationId}) in (${wanted})`,
          isNull(agentAuthorisations.revokedAt),
          eq(agentAuthorisations.verified, true),
        ),
      )
      .for('share'),
  );
}
