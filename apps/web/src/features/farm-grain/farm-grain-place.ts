import type { TFarmGrain } from '@cgx/domain/farm-grain.schemas';

/** Where declared grain is, as a grower would say it: '5-10 km NE of Dubbo, NSW', or the address. */
export function farmGrainPlace({ location }: Pick<TFarmGrain, 'location'>): string {
  if (location.address && !location.nearestTown) return location.state ? `${location.address}, ${location.state}` : location.address;
  if (!location.nearestTown) return '';
  const from = [location.nearestTownDistanceRange, location.nearestTownDirection].filter(Boolean).join(' ');
  return from ? `${from} of ${location.nearestTown}` : location.nearestTown;
}
