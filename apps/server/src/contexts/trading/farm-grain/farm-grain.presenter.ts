import { dec, tonnes } from '@cgx/domain/decimal';
import type { TFarmGrain } from '@cgx/domain/farm-grain.schemas';
import { availableFarmTonnes } from './farm-grain-draw.ts';
import type { FarmGrainView } from './farm-grain.repository.ts';

export const presentFarmGrain = ({ grain, season, commodity, grade, storage, onOffer, sold }: FarmGrainView): TFarmGrain => {
  const committed = dec(onOffer).plus(sold).toString();
  return {
    id: grain.id,
    organisationId: grain.organisationId,
    season,
    commodity,
    grade: grade?.id ? grade : null,
    storage: storage?.id ? storage : null,
    location: {
      nearestTown: grain.nearestTown,
      nearestTownCity: grain.nearestTownCity,
      nearestTownDirection: grain.nearestTownDirection,
      nearestTownDistanceRange: grain.nearestTownDistanceRange,
      address: grain.address,
      state: grain.state,
    },
    status: grain.status,
    quantity: tonnes(grain.quantity),
    onOffer: tonnes(onOffer),
    sold: tonnes(sold),
    committed: tonnes(committed),
    available: availableFarmTonnes(grain.quantity, committed),
    createdAt: grain.createdAt.toISOString(),
    updatedAt: grain.updatedAt.toISOString(),
  };
};
