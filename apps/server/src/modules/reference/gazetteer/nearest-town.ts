import type { TAustralianState } from '@cgx/domain/registration.schemas';
import { isInAustralia } from './australia.ts';
import type { CompassDirection, DistanceRange } from '@cgx/domain/igrain-location';
import { bearingDegrees, compassDirection, distanceRangeOf, roundKm } from './geo.ts';
import { portFor } from './ports.ts';
import { buildTownIndex, nearestWithin } from './town-index.ts';
import { normaliseTownName, TOWNS, type Town } from './towns.ts';

/** Spec 001 §1: a location must be within 20 km of the nearest town (by road there; straight line here). */
export const NEAREST_TOWN_MAX_KM = 20;

export const GAZETTEER_MESSAGES = {
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  outsideAustralia: 'The location must be in Australia.',
  tooFarFromTown: 'The location must be within 20 km of a town.',
} as const;

export type NearestTown = {
  /** '12 km NE of Dubbo, NSW', or 'In Dubbo, NSW' under 1 km. */
  readonly description: string;
  readonly town: string;
  readonly state: TAustralianState;
  /** Whole kilometres, straight line from the town's centre. */
  readonly approximateDistance: number;
  readonly distanceRange: DistanceRange;
  /** From the town to the location. */
  readonly direction: CompassDirection;
  readonly portName: string;
};

export type NearestTownFailureReason = 'invalid-latitude' | 'invalid-longitude' | 'outside-australia' | 'too-far-from-town';
export type NearestTownResult =
  | { readonly ok: true; readonly nearest: NearestTown }
  | { readonly ok: false; readonly reason: NearestTownFailureReason; readonly message: string };

export type TownMatch = {
  readonly name: string;
  readonly state: TAustralianState;
  readonly lat: number;
  readonly lon: number;
  readonly portName: string;
};

// Built once on import.
const INDEX = buildTownIndex(TOWNS);
const PORT_NAMES: readonly string[] = TOWNS.map((town) => {
  const port = portFor(town.lat, town.lon, town.state);
  if (!port) throw new Error('The port list is empty');
  return port.name;
});
const portNameOf = (town: Town): string => PORT_NAMES[town.id] ?? '';
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** Towns by normalised name, then state: what findTowns and portNameForTown search with a binary search. */
const BY_NAME: readonly { key: string; town: Town }[] = TOWNS.map((town) => ({ key: normaliseTownName(town.name), town })).sort(
  (a, b) => compareText(a.key, b.key) || compareText(a.town.state, b.town.state) || a.town.id - b.town.id,
);

const failure = (reason: NearestTownFailureReason, message: string): NearestTownResult => ({ ok: false, reason, message });

/** The nearest town to a point, with direction and distance from it and its port; or why there is none. */
export function nearestTown(lat: number, lon: number): NearestTownResult {
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) return failure('invalid-latitude', GAZETTEER_MESSAGES.latitudeRange);
  if (!Number.isFinite(lon) || lon < -180 || lon > 180) return failure('invalid-longitude', GAZETTEER_MESSAGES.longitudeRange);
  if (!isInAustralia(lat, lon)) return failure('outside-australia', GAZETTEER_MESSAGES.outsideAustralia);
  const near = nearestWithin(INDEX, lat, lon, NEAREST_TOWN_MAX_KM);
  const approximateDistance = near ? roundKm(near.km) : NaN;
  const distanceRange = distanceRangeOf(approximateDistance);
  if (!near || !distanceRange) return failure('too-far-from-town', GAZETTEER_MESSAGES.tooFarFromTown);
  const { town } = near;
  const direction = compassDirection(bearingDegrees(town.lat, town.lon, lat, lon));
  const place = `${town.name}, ${town.state}`;
  return {
    ok: true,
    nearest: {
      description: near.km < 1 ? `In ${place}` : `${approximateDistance} km ${direction} of ${place}`,
      town: town.name,
      state: town.state,
      approximateDistance,
      distanceRange,
      direction,
      portName: portNameOf(town),
    },
  };
}

function lowerBound(key: string): number {
  let low = 0;
  let high = BY_NAME.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((BY_NAME[middle]?.key ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

const toMatch = (town: Town): TownMatch => ({
  name: town.name,
  state: town.state,
  lat: town.lat,
  lon: town.lon,
  portName: portNameOf(town),
});

/** Towns whose name starts with the query, case-insensitive, by name then state; at most limit (1 to 100). */
export function findTowns(query: string, limit = 10): TownMatch[] {
  const key = normaliseTownName(query);
  const max = Math.min(100, Math.max(1, Math.floor(limit) || 1));
  if (key === '') return [];
  const matches: TownMatch[] = [];
  for (let i = lowerBound(key); i < BY_NAME.length && matches.length < max; i += 1) {
    const entry = BY_NAME[i];
    if (!entry?.key.startsWith(key)) break;
    matches.push(toMatch(entry.town));
  }
  return matches;
}

const STATE_SUFFIX = /^(.*?),?\s+(ACT|NSW|NT|QLD|SA|TAS|VIC|WA)$/i;

/**
 * The port of a town by name (spec 001 §7 'Port name by nearestTownCity'). Accepts 'Dubbo' or
 * 'Dubbo, NSW'. Null when no town has the name, or when towns of that name (in different
 * states, or twice in one state) have different ports and the state does not settle it.
 */
export function portNameForTown(townName: string, state?: TAustralianState): string | null {
  let name = townName;
  let wanted: string | undefined = state;
  const suffix = STATE_SUFFIX.exec(townName.trim());
  if (!wanted && suffix?.[1] && suffix[2] && findExact(normaliseTownName(townName)).length === 0) {
    name = suffix[1];
    wanted = suffix[2].toUpperCase();
  }
  const towns = findExact(normaliseTownName(name)).filter((town) => !wanted || town.state === wanted);
  const ports = new Set(towns.map(portNameOf));
  return ports.size === 1 ? ([...ports][0] ?? null) : null;
}

/** Whether a town of the gazetteer has this name ('Dubbo' or 'Dubbo, NSW'): what an igrainX location must name. */
export function isKnownTown(townName: string): boolean {
  const key = normaliseTownName(townName);
  if (key !== '' && findExact(key).length > 0) return true;
  const suffix = STATE_SUFFIX.exec(townName.trim());
  if (!suffix?.[1] || !suffix[2]) return false;
  const state = suffix[2].toUpperCase();
  return findExact(normaliseTownName(suffix[1])).some((town) => town.state === state);
}

function findExact(key: string): Town[] {
  const towns: Town[] = [];
  for (let i = lowerBound(key); i < BY_NAME.length && BY_NAME[i]?.key === key; i += 1) {
    const entry = BY_NAME[i];
    if (entry) towns.push(entry.town);
  }
  return towns;
}
