import { z } from 'zod';
import { zListQuery } from './lists.schemas.ts';
import { zQueryId } from './validation.ts';

/** An agent's authorised client growers (spec 001 §3 'Client (authorisation)', §7 'List authorisations'). */

/**
 * GET /api/authorisations: a page of the agent's clients (docs/adding-a-screen.md), by trading name.
 * The term is part of the grower's trading name or of one of its NGRs (case-insensitive).
 */
export const AUTHORISATION_SORTS = ['tradingName', 'createdAt'] as const;
export const ZAuthorisationsQuery = zListQuery({
  sorts: AUTHORISATION_SORTS,
  defaultDirection: 'asc',
  filters: {
    /** 'true': verified clients only; 'false': those awaiting verification; absent: all. */
    verified: z
      .enum(['true', 'false'], { error: 'Must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    /** One client grower: its page of 'My Clients' reads the client's name and NGRs by it. */
    growerId: zQueryId.optional(),
  },
});

export const ZClientAuthorisation = z.object({
  /** The authorisation's id. */
  id: z.number(),
  /** The grower organisation's id. */
  growerId: z.number(),
  growerTradingName: z.string(),
  /** The grower's NGRs joined with ', ' (empty when it has none). */
  growerNgr: z.string(),
  growerNgrs: z.array(z.string()),
  verified: z.boolean(),
  /** igrainX insure cover ($, decimal string); always null until igrainX insurance is modelled. */
  growerIgrainInsureAmount: z.string().nullable(),
  /** The e-mail of the grower organisation's administrator, null when it has none. */
  growerAdminEmail: z.string().nullable(),
});

export type TAuthorisationsQuery = z.infer<typeof ZAuthorisationsQuery>;
export type TClientAuthorisation = z.infer<typeof ZClientAuthorisation>;

export const ZAuthorisationParams = z.object({ authorisationId: zQueryId });

/** GET /api/authorisations/granted (Grower): the agents that hold the grower's authority. */
export const ZGrantedAuthorisation = z.object({
  /** The authorisation's id. */
  id: z.number(),
  agentId: z.number(),
  agentTradingName: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
});
export const ZGrantedAuthorisations = z.array(ZGrantedAuthorisation);

/** POST /api/authorisations/:authorisationId/revoke: the authority ends, and the agent's live offers for the grower with it. */
export const ZRevokedAuthorisation = z.object({
  id: z.number(),
  revokedAt: z.string(),
  /** The agent's active offers for the grower, cancelled by the revocation. */
  cancelledOffers: z.number(),
});

export type TGrantedAuthorisation = z.infer<typeof ZGrantedAuthorisation>;
export type TRevokedAuthorisation = z.infer<typeof ZRevokedAuthorisation>;
