import { tonnes } from '@cgx/domain/decimal';
import type { THolding, THoldingsQuery } from '@cgx/domain/holdings.schemas';
import { MSG } from '@cgx/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access.ts';
import { fieldError, forbidden } from '../../lib/errors.ts';
import { requireAuthorisedClient } from '../authorisations/authorisations.service.ts';
import { availableTonnes, presentHolding } from './holdings.presenter.ts';
import { committedOnHolding, committedOnHoldings, listHoldings, lockHolding, lockHoldings } from './holdings.repository.ts';

/**
 * Whose grain the caller may see: a Grower its own organisation's; an Agent a verified
 * authorised client's, named by organisationId; nobody else's.
 */
async function holdingsOwnerFor(context: AppContext, auth: AuthContext, organisationId: number | undefined): Promise<number> {
  if (auth.user.role === 'Grower') {
    if (organisationId !== undefined && organisationId !== auth.organisation.id) throw forbidden();
    return auth.organisation.id;
  }
  if (auth.user.role === 'Agent') {
    if (organisationId === undefined) throw fieldError('organisationId', MSG.required);
    await requireAuthorisedClient(context, auth, organisationId, { verifiedOnly: true });
    return organisationId;
  }
  throw forbidden();
}

/** 'My grain' (or a client's): each holding with the tonnes committed to active cgx offers and what remains available. */
export async function listMyHoldings(context: AppContext, auth: AuthContext, query: THoldingsQuery): Promise<THolding[]> {
  const organisationId = await holdingsOwnerFor(context, auth, query.organisationId);
  return (await listHoldings(context.db, organisationId)).map(presentHolding);
}

export type HoldingAvailability = {
  holdingId: number;
  organisationId: number;
  ngr: string;
  siteId: number;
  seasonId: number;
  commodityId: number;
  gradeId: number;
  /** mt held ("420.000") */
  quantity: string;
  /** mt on offer in the organisation's active cgx offers on the holding, less the excluded offer */
  committed: string;
  /** quantity − committed, "0.000" when the offers already exceed the holding */
  available: string;
};

/**
 * What a cgx offer may still draw from a holding. Call it inside the offer's transaction: it
 * locks the holding row FOR UPDATE, so two offers on one holding are checked one after the
 * other and cannot both take the same tonnes. Pass excludeOfferId when editing (or re-offering)
 * an offer, so its own remaining is not counted against it. Null when there is no such holding.
 */
export async function availableOnHolding(
  tx: Db,
  holdingId: number,
  { excludeOfferId }: { excludeOfferId?: number } = {},
): Promise<HoldingAvailability | null> {
  const holding = await lockHolding(tx, holdingId);
  if (!holding) return null;
  return availability(holding, await committedOnHolding(tx, holding.id, holding.organisationId, excludeOfferId));
}

/** availableOnHolding for the new offers of a matching batch: every holding locked, two statements in all. */
export async function availableOnHoldings(tx: Db, holdingIds: number[]): Promise<Map<number, HoldingAvailability>> {
  const ids = [...new Set(holdingIds)];
  if (ids.length === 0) return new Map();
  const rows = await lockHoldings(tx, ids);
  const committed = await committedOnHoldings(tx, ids);
  return new Map(
    rows.map((holding) => {
      const own = committed.find((row) => row.holdingId === holding.id && row.organisationId === holding.organisationId);
      return [holding.id, availability(holding, own?.committed ?? '0')];
    }),
  );
}

function availability(holding: NonNullable<Awaited<ReturnType<typeof lockHolding>>>, committed: string): HoldingAvailability {
  return {
    holdingId: holding.id,
    organisationId: holding.organisationId,
    ngr: holding.ngr,
    siteId: holding.siteId,
    seasonId: holding.seasonId,
    commodityId: holding.commodityId,
    gradeId: holding.gradeId,
    quantity: tonnes(holding.quantity),
    committed: tonnes(committed),
    available: availableTonnes(holding.quantity, committed),
  };
}
