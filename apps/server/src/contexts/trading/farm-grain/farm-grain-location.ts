import type { AustralianState } from '@cgx/domain/calendar';
import type { TFarmGrainLocation } from '@cgx/domain/farm-grain.schemas';
import { townErrors } from '../orders/igrain-location.ts';
import { findTowns } from '../../../modules/reference/gazetteer/nearest-town.ts';
import { normaliseTownName } from '../../../modules/reference/gazetteer/towns.ts';

const STATE_SUFFIX = /,?\s+(ACT|NSW|NT|QLD|SA|TAS|VIC|WA)$/i;

/**
 * Where declared grain is, checked as an igrainX Free on Truck location is (spec 001 §3): the
 * schema says an address alone, or a town with a compass direction and a distance range; here the
 * town is checked against the gazetteer. Errors are keyed under `location`.
 */
export const farmGrainLocationErrors = (location: TFarmGrainLocation) => townErrors(location, 'Free on Truck', 'location');

/** The state of a gazetteer town ('Dubbo' or 'Dubbo, NSW'); null when the name is unknown or names towns in several states. */
export function stateOfTown(townName: string | null | undefined): AustralianState | null {
  if (!townName) return null;
  const suffix = STATE_SUFFIX.exec(townName.trim());
  if (suffix?.[1]) return suffix[1].toUpperCase() as AustralianState;
  const key = normaliseTownName(townName);
  const states = new Set(
    findTowns(townName, 100)
      .filter((town) => normaliseTownName(town.name) === key)
      .map((town) => town.state),
  );
  return states.size === 1 ? ([...states][0] as AustralianState) : null;
}

/** The location's columns: the state given, or else the town's. */
export const locationColumns = (location: TFarmGrainLocation) => ({
  nearestTown: location.nearestTown ?? null,
  nearestTownCity: location.nearestTownCity ?? null,
  nearestTownDirection: location.nearestTownDirection ?? null,
  nearestTownDistanceRange: location.nearestTownDistanceRange ?? null,
  address: location.address ?? null,
  state: location.state ?? stateOfTown(location.nearestTownCity || location.nearestTown),
});
