import { and, asc, eq, exists, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agentAuthorisations, organisationNgrs, organisations } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';

export type AuthorisationFilter = { verified?: boolean; term?: string };

/** A LIKE pattern that finds the text anywhere, with LIKE's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

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

/** The agent organisation's client growers, by trading name. */
export const listAuthorisations = (db: Db, agentOrganisationId: number, filter: AuthorisationFilter) =>
  db
    .select({ authorisation: agentAuthorisations, grower: { id: organisations.id, tradingName: organisations.tradingName } })
    .from(agentAuthorisations)
    .innerJoin(organisations, eq(organisations.id, agentAuthorisations.growerOrganisationId))
    .where(
      and(
        eq(agentAuthorisations.agentOrganisationId, agentOrganisationId),
        filter.verified === undefined ? undefined : eq(agentAuthorisations.verified, filter.verified),
        filter.term ? termMatches(db, filter.term) : undefined,
      ),
    )
    .orderBy(asc(organisations.tradingName), asc(agentAuthorisations.id));

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

export const findAuthorisation = (db: Db, agentOrganisationId: number, growerOrganisationId: number) =>
  db.query.agentAuthorisations.findFirst({
    where: and(
      eq(agentAuthorisations.agentOrganisationId, agentOrganisationId),
      eq(agentAuthorisations.growerOrganisationId, growerOrganisationId),
    ),
  });
