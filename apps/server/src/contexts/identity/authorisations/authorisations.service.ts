import type {
  TAuthorisationsQuery,
  TClientAuthorisation,
  TGrantedAuthorisation,
  TRevokedAuthorisation,
} from '@cgx/domain/authorisations.schemas';
import type { TPage } from '@cgx/domain/lists.schemas';
import { isStaffRole } from '@cgx/domain/roles';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, type RequestMeta, requirePermission, requireRole, requireStaff } from '../../../lib/access.ts';
import { conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { activityLog } from '../../../platform/activity/index.ts';
import { presentClients, presentGranted } from './authorisations.presenter.ts';
import {
  administratorsOf,
  cancelAgentOffersFor,
  findAuthorisation,
  listGrantedAuthorisations,
  lockAuthorisation,
  markRevoked,
  ngrsOf,
  pageAuthorisations,
} from './authorisations.repository.ts';

export type AuthorisationRow = NonNullable<Awaited<ReturnType<typeof findAuthorisation>>>;

/** The calling agent's client growers, filtered by verification and a search term (spec 001 §7). */
export async function listClients(
  context: AppContext,
  auth: AuthContext,
  query: TAuthorisationsQuery,
): Promise<TPage<TClientAuthorisation>> {
  requireRole(auth, ['Agent']);
  const page = await pageAuthorisations(context.db, auth.organisation.id, query);
  const growerIds = [...new Set(page.rows.map((row) => row.grower.id))];
  return { ...page, rows: presentClients(page.rows, await ngrsOf(context.db, growerIds), await administratorsOf(context.db, growerIds)) };
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

/** The grower's side: the agents that hold its live authority, so that it can revoke one. */
export async function listGrantedAuthorities(context: AppContext, auth: AuthContext): Promise<TGrantedAuthorisation[]> {
  requireRole(auth, ['Grower']);
  return (await listGrantedAuthorisations(context.db, auth.organisation.id)).map(presentGranted);
}

type AuthorisationRecord = NonNullable<Awaited<ReturnType<typeof lockAuthorisation>>>;

/** The authorisation the caller (checked by revokeAuthorisation) may end: a staff member any, a grower its own. */
function requireRevoker(auth: AuthContext, authorisation: AuthorisationRecord | undefined): AuthorisationRecord {
  if (isStaffRole(auth.user.role)) {
    if (!authorisation) throw notFound();
    return authorisation;
  }
  // Another grower's authorisation answers as if it did not exist.
  if (!authorisation || authorisation.growerOrganisationId !== auth.organisation.id) throw notFound();
  return authorisation;
}

/**
 * Ends an agent's authority to act for a grower (decision 0073). In the same transaction the
 * agent's active offers for the grower are cancelled; from then on the agent can neither place,
 * read, change nor cancel the grower's offers (a revoked authorisation counts as none). Placing
 * share-locks the authority, so an offer placed at the same moment is either refused or cancelled
 * here with the others.
 */
export async function revokeAuthorisation(
  context: AppContext,
  auth: AuthContext,
  authorisationId: number,
  meta: RequestMeta,
): Promise<TRevokedAuthorisation> {
  // Checked before the row is read, so that other roles learn nothing about ids.
  if (isStaffRole(auth.user.role)) {
    requireStaff(auth);
    requirePermission(auth, 'update');
  } else requireRole(auth, ['Grower']);
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const row = requireRevoker(auth, await lockAuthorisation(tx, authorisationId));
    if (row.revokedAt) throw conflict('This authority was already revoked.');
    await markRevoked(tx, row.id, auth.user.id, now);
    const cancelledOffers = await cancelAgentOffersFor(tx, row.agentOrganisationId, row.growerOrganisationId, now);
    await activityLog.record(tx, {
      action: 'agent_authorisation_revoked',
      userId: auth.user.id,
      organisationId: auth.organisation.id,
      detail: {
        authorisationId: row.id,
        agentOrganisationId: row.agentOrganisationId,
        growerOrganisationId: row.growerOrganisationId,
        cancelledOffers,
      },
      ip: meta.ip,
    });
    return { id: row.id, revokedAt: now.toISOString(), cancelledOffers };
  });
}
