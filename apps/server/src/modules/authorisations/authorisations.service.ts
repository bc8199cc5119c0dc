import type { TAuthorisationsQuery, TClientAuthorisation } from '@cgx/domain/authorisations.schemas';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { type AuthContext, requireRole } from '../../lib/access.ts';
import { forbidden } from '../../lib/errors.ts';
import { presentClients } from './authorisations.presenter.ts';
import { administratorsOf, findAuthorisation, listAuthorisations, ngrsOf } from './authorisations.repository.ts';

export type AuthorisationRow = NonNullable<Awaited<ReturnType<typeof findAuthorisation>>>;

/** The calling agent's client growers, filtered by verification and a search term (spec 001 §7). */
export async function listClients(context: AppContext, auth: AuthContext, query: TAuthorisationsQuery): Promise<TClientAuthorisation[]> {
  requireRole(auth, ['Agent']);
  const rows = await listAuthorisations(context.db, auth.organisation.id, { verified: query.verified, term: query.term || undefined });
  const growerIds = [...new Set(rows.map((row) => row.grower.id))];
  return presentClients(rows, await ngrsOf(context.db, growerIds), await administratorsOf(context.db, growerIds));
}

export type RequireClientOptions = {
  /** Only a verified authorisation lets the agent act (default true). */
  verifiedOnly?: boolean;
  /** Read inside the caller's transaction instead of context.db. */
  tx?: Db;
};

/**
 * The gate for an agent acting for a client grower (offers, 'my clients' grain'): the caller
 * must be an Agent whose organisation holds an authorisation from that grower, verified unless
 * verifiedOnly is false. Answers the authorisation; throws 403 otherwise.
 */
export async function requireAuthorisedClient(
  context: AppContext,
  auth: AuthContext,
  growerOrganisationId: number,
  { verifiedOnly = true, tx }: RequireClientOptions = {},
): Promise<AuthorisationRow> {
  requireRole(auth, ['Agent']);
  const authorisation = await findAuthorisation(tx ?? context.db, auth.organisation.id, growerOrganisationId);
  if (!authorisation || (verifiedOnly && !authorisation.verified)) throw forbidden();
  return authorisation;
}
