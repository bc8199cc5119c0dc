import { distanceKm, EARTH_RADIUS_KM } from './geo.ts';
import type { Town } from './towns.ts';

/** Side of a grid cell, degrees. */
export const CELL_DEGREES = 0.5;

export type TownIndex = { readonly cells: ReadonlyMap<string, readonly Town[]> };
export type NearTown = { readonly town: Town; readonly km: number };

const cellOf = (degrees: number): number => Math.floor(degrees / CELL_DEGREES);
const keyOf = (latCell: number, lonCell: number): string => `${latCell}:${lonCell}`;

/** Buckets towns by 0.5° × 0.5° cell so a lookup reads a handful of cells, not every town. */
export function buildTownIndex(towns: readonly Town[]): TownIndex {
  const cells = new Map<string, Town[]>();
  for (const town of towns) {
    const key = keyOf(cellOf(town.lat), cellOf(town.lon));
    const bucket = cells.get(key);
    if (bucket) bucket.push(town);
    else cells.set(key, [town]);
  }
  return { cells };
}

/** Is a nearer than b: shorter distance, then the lower town id (so equal distances resolve the same way every time). */
export const isNearer = (a: NearTown, b: NearTown | null): boolean => b === null || a.km < b.km || (a.km === b.km && a.town.id < b.town.id);

/**
 * The nearest town within maxKm of a point, or null. Reads only the cells that overlap the
 * box around the point that holds every point within maxKm (with a small margin).
 */
export function nearestWithin(index: TownIndex, lat: number, lon: number, maxKm: number): NearTown | null {
  const dLat = ((maxKm / EARTH_RADIUS_KM) * 180) / Math.PI + 0.01;
  const widestLat = Math.min(89, Math.abs(lat) + dLat);
  const dLon = dLat / Math.cos((widestLat * Math.PI) / 180);
  let best: NearTown | null = null;
  for (let latCell = cellOf(lat - dLat); latCell <= cellOf(lat + dLat); latCell += 1) {
    for (let lonCell = cellOf(lon - dLon); lonCell <= cellOf(lon + dLon); lonCell += 1) {
      for (const town of index.cells.get(keyOf(latCell, lonCell)) ?? []) {
        const candidate = { town, km: distanceKm(lat, lon, town.lat, town.lon) };
        if (candidate.km <= maxKm && isNearer(candidate, best)) best = candidate;
      }
    }
  }
  return best;
}

/** The same answer by reading every town: the reference the index is tested against. */
export function nearestWithinByScan(towns: readonly Town[], lat: number, lon: number, maxKm: number): NearTown | null {
  let best: NearTown | null = null;
  for (const town of towns) {
    const candidate = { town, km: distanceKm(lat, lon, town.lat, town.lon) };
    if (candidate.km <= maxKm && isNearer(candidate, best)) best = candidate;
  }
  return best;
}
