import { dec, maxDec, tonnes } from '@cgx/domain/decimal';
import type { Db } from '../../../db/client.ts';
import { together } from '../../../db/together.ts';
import { badRequest, fieldError } from '../../../lib/errors.ts';
import { committedOnFarmGrain, lockFarmGrain } from './farm-grain.repository.ts';

export type FarmGrainAvailability = {
  farmGrainId: number;
  organisationId: number;
  seasonId: number;
  commodityId: number;
  gradeId: number | null;
  status: 'active' | 'archived';
  /** mt declared */
  quantity: string;
  /** mt on offer in active igrainX offers on it (less the excluded offer) plus mt sold from it, trades not cancelled */
  committed: string;
  /** quantity − committed, "0.000" when it is already exceeded */
  available: string;
};

/** quantity − committed, never below zero (a declaration can be lowered under what is committed only by staff fixing data). */
export const availableFarmTonnes = (quantity: string, committed: string): string => tonnes(maxDec(dec(quantity).minus(committed), 0));

/**
 * What igrainX offers may still draw from these declarations (decision 0072). Call it inside the
 * offer's transaction: it locks the rows FOR UPDATE, so two offers on one declaration are checked
 * one after the other. Two statements sent together (decision 0019): the sums are read after the
 * locks are taken. Pass excludeOfferId when editing an offer, so its own remaining does not count.
 */
export async function availableOnFarmGrain(
  tx: Db,
  grainIds: number[],
  excludeOfferId?: number,
): Promise<Map<number, FarmGrainAvailability>> {
  const ids = [...new Set(grainIds)];
  if (ids.length === 0) return new Map();
  const [rows, committed] = await together([() => lockFarmGrain(tx, ids), () => committedOnFarmGrain(tx, ids, excludeOfferId)]);
  return new Map(
    rows.map((grain) => {
      const sum = tonnes(committed.find((row) => row.farmGrainId === grain.id)?.committed ?? '0');
      return [
        grain.id,
        {
          farmGrainId: grain.id,
          organisationId: grain.organisationId,
          seasonId: grain.seasonId,
          commodityId: grain.commodityId,
          gradeId: grain.gradeId,
          status: grain.status,
          quantity: tonnes(grain.quantity),
          committed: sum,
          available: availableFarmTonnes(grain.quantity, sum),
        },
      ];
    }),
  );
}

/**
 * Why an igrainX offer of `quantity` mt by `offer.organisationId` may not draw on the declaration,
 * or null when it may: it must be the seller's, still active, of the offer's season and commodity,
 * with the tonnes still available. The same check for a new offer (matching batch) and an edit.
 */
export function farmGrainDrawError(
  grain: FarmGrainAvailability | null | undefined,
  offer: { organisationId: number; seasonId: number; commodityId: number },
  quantity: string,
): Error | null {
  if (!grain || grain.organisationId !== offer.organisationId || grain.status !== 'active') {
    return fieldError('farmGrainId', 'Choose grain declared on farm');
  }
  if (grain.seasonId !== offer.seasonId || grain.commodityId !== offer.commodityId) {
    return badRequest({ farmGrainId: ['This grain is of another season or commodity'] });
  }
  if (dec(quantity).greaterThan(grain.available)) return fieldError('quantity', `Can not be more than the ${grain.available} mt available`);
  return null;
}
