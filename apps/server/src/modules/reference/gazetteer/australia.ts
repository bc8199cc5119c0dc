/**
 * A coarse outline of Australia for telling 'not in Australia' from 'too far from a town'.
 * Mainland, Tasmania and the Torres Strait islands fit a box; its northern edge steps down
 * by longitude band so that Timor, the Indonesian islands and Papua New Guinea fall outside.
 * The sea inside the outline counts as Australia: a point there is rejected because it is
 * more than 20 km from any town, unless it is within 20 km of a coastal town.
 */

export const AUSTRALIA_BOUNDS = { minLat: -44, maxLat: -9, minLon: 112.5, maxLon: 154 } as const;

/** Northern limit (latitude, degrees) of Australian land by longitude band [fromLon, nextBand.fromLon). */
const NORTHERN_LIMITS: readonly { fromLon: number; maxLat: number }[] = [
  { fromLon: 112.5, maxLat: -12 }, // Western Australia and the Kimberley; Timor, Rote and Sumba lie north of it
  { fromLon: 129, maxLat: -10.8 }, // Top End, Tiwi Islands and Arnhem Land; the Aru and Tanimbar islands lie north
  { fromLon: 141, maxLat: -9.15 }, // Cape York and the Torres Strait islands (Boigu at -9.23); Daru (PNG) lies north
  { fromLon: 145, maxLat: -14 }, // east of Cape York: the Coral Sea; the Papuan peninsula and Louisiades lie north
];

export function isInAustralia(lat: number, lon: number): boolean {
  const { minLat, maxLat, minLon, maxLon } = AUSTRALIA_BOUNDS;
  if (!(lat >= minLat && lat <= maxLat && lon >= minLon && lon <= maxLon)) return false;
  let limit: number = maxLat;
  for (const band of NORTHERN_LIMITS) {
    if (lon >= band.fromLon) limit = band.maxLat;
  }
  return lat <= limit;
}
