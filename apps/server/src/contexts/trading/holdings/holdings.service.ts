import { dec, tonnes } from '@cgx/domain/decimal';
import type { THolding, THoldingsQuery } from '@cgx/domain/holdings.schemas';
import type { TPage } from '@cgx/domain/lists.schemas';
import { MSG } from '@cgx/domain/messages';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { together } from '../../../db/together.ts';
import type { AuthContext } from '../../../lib/access.ts';
import { badRequest, fieldError, forbidden } from '../../../lib/errors.ts';
import { requireAuthorisedClient } from '../../identity/index.ts';
import { availableTonnes, presentHolding } from './holdings.presenter.ts';
import { committedOnHoldings, lockHoldings, pageHoldings } from './holdings.repository.ts';

/**
 * Whose grain the caller may see: a Grower its own organisation's; an Agent a verified authorised
 * client's, named by organisationId; nobody else's. Warehouse and on-farm grain alike. `traders`:
 * a Trader its own too (warehouse grain it holds and sells: sell-grain; traders declare no farm grain).
 */
export async function holdingsOwnerFor(
  context: AppContext,
  auth: AuthContext,
  organisationId: number | undefined,
  { traders = false }: { traders?: boolean } = {},
): Promise<number> {
  if (auth.user.role === 'Grower' || (traders && auth.user.role === 'Trader')) {
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
export async function listMyHoldings(context: AppContext, auth: AuthContext, query: THoldingsQuery): Promise<TPage<THolding>> {
  const organisationId = await holdingsOwnerFor(context, auth, query.organisationId, { traders: true });
  const page = await pageHoldings(context.db, organisationId, query);
  return { ...page, rows: page.rows.map(presentHolding) };
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
  return (await availableOnHoldings(tx, [holdingId], excludeOfferId)).get(holdingId) ?? null;
}

/** availableOnHolding for many holdings (a matching batch's new offers): every one locked, two statements in all. */
export async function availableOnHoldings(
  tx: Db,
  holdingIds: number[],
  excludeOfferId?: number,
): Promise<Map<number, HoldingAvailability>> {
  const ids = [...new Set(holdingIds)];
  if (ids.length === 0) return new Map();
  // Two statements sent together: the sums are read after the lock is taken (decision 0019).
  const [rows, committed] = await together([() => lockHoldings(tx, ids), () => committedOnHoldings(tx, ids, excludeOfferId)]);
  return new Map(
    rows.map((holding) => {
      const own = committed.find((row) => row.holdingId === holding.id && row.organisationId === holding.organisationId);
      return [holding.id, availability(holding, own?.committed ?? '0')];
    }),
  );
}

/**
 * Why an offer of `quantity` mt by `offer.organisationId` may not draw on the holding, or null when
 * it may: the holding must be the seller's, of the offer's season and commodity, with the tonnes
 * still available. The same check for a new offer (matching batch) and an edited one.
 */
export function holdingDrawError(
  holding: HoldingAvailability | null | undefined,
  offer: { organisationId: number; seasonId: number; commodityId: number },
  quantity: string,
): Error | null {
  if (!holding || holding.organisationId !== offer.organisationId) return fieldError('holdingId', 'Choose grain you hold');
  if (holding.seasonId !== offer.seasonId || holding.commodityId !== offer.commodityId) {
    return badRequest({ holdingId: ['This grain is of another season or commodity'] });
  }
  if (dec(quantity).greaterThan(holding.available))
    return fieldError('quantity', `Can not be more than the ${holding.available} mt available`);
  return null;
}

function availability(holding: Awaited<ReturnType<typeof lockHoldings>>[number], committed: string): HoldingAvailability {
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
