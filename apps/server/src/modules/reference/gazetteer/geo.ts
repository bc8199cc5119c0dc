import { COMPASS_DIRECTIONS, type CompassDirection, DISTANCE_RANGES, type DistanceRange } from '@cgx/domain/igrain-location';

/**
 * Great-circle geometry, and which of the exchange's directions and distance ranges (shared with
 * the order schemas, packages/domain igrain-location.ts) a place is in. Pure functions.
 */

/** Mean Earth radius (IUGG), kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

/** Haversine distance between two points, kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Initial great-circle bearing from the first point to the second, degrees clockwise from true north in [0, 360). */
export function bearingDegrees(fromLat: number, fromLon: number, toLat: number, toLon: number): number {
  const phi1 = toRadians(fromLat);
  const phi2 = toRadians(toLat);
  const dLon = toRadians(toLon - fromLon);
  const y = Math.sin(dLon) * Math.cos(phi2);
  const x = Math.cos(phi1) * Math.sin(phi2) - Math.sin(phi1) * Math.cos(phi2) * Math.cos(dLon);
  return normaliseBearing(toDegrees(Math.atan2(y, x)));
}

/** The point reached from a start point by going km along a great circle with the given initial bearing. */
export function destinationPoint(lat: number, lon: number, bearing: number, km: number): { lat: number; lon: number } {
  const delta = km / EARTH_RADIUS_KM;
  const theta = toRadians(bearing);
  const phi1 = toRadians(lat);
  const phi2 = Math.asin(Math.sin(phi1) * Math.cos(delta) + Math.cos(phi1) * Math.sin(delta) * Math.cos(theta));
  const lambda = Math.atan2(Math.sin(theta) * Math.sin(delta) * Math.cos(phi1), Math.cos(delta) - Math.sin(phi1) * Math.sin(phi2));
  return { lat: toDegrees(phi2), lon: ((lon + toDegrees(lambda) + 540) % 360) - 180 };
}

function normaliseBearing(degrees: number): number {
  const wrapped = degrees % 360;
  const positive = wrapped < 0 ? wrapped + 360 : wrapped;
  return positive === 360 ? 0 : positive;
}

/**
 * The 16-point compass direction of a bearing. Each point owns the half-open sector
 * [centre - 11.25°, centre + 11.25°): 11.25° is NNE, 348.75° is N, 11.2499° is N.
 */
export function compassDirection(bearing: number): CompassDirection {
  const sector = Math.round(normaliseBearing(bearing) / 22.5) % COMPASS_DIRECTIONS.length;
  return COMPASS_DIRECTIONS[sector] ?? 'N';
}

/**
 * The range of a whole-kilometre distance (as shown to the user, see roundKm). Each range
 * includes its upper bound, so '5 km' is in '0-5 km' and '6 km' in '5-10 km'. Null past 20 km.
 */
export function distanceRangeOf(wholeKm: number): DistanceRange | null {
  if (!(wholeKm >= 0) || wholeKm > 20) return null;
  const index = Math.max(0, Math.ceil(wholeKm / 5) - 1);
  return DISTANCE_RANGES[index] ?? null;
}

/** Whole kilometres, rounded half up: 4.5 km is shown as 5 km. */
export const roundKm = (km: number): number => Math.round(km);
