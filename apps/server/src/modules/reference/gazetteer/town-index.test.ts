import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUSTRALIA_BOUNDS } from './australia.ts';
import { destinationPoint } from './geo.ts';
import { nearestTown } from './nearest-town.ts';
import { buildTownIndex, nearestWithin, nearestWithinByScan } from './town-index.ts';
import { TOWNS } from './towns.ts';

const INDEX = buildTownIndex(TOWNS);
const { minLat, maxLat, minLon, maxLon } = AUSTRALIA_BOUNDS;

/** Anywhere in the box around Australia (mostly outback and sea, so mostly 'too far'). */
const anywhere = fc.record({
  lat: fc.double({ min: minLat, max: maxLat, noNaN: true }),
  lon: fc.double({ min: minLon, max: maxLon, noNaN: true }),
});

/** Up to 25 km from a random town, so most points have a town within 20 km and many have several. */
const nearATown = fc
  .record({
    townIndex: fc.integer({ min: 0, max: TOWNS.length - 1 }),
    bearing: fc.double({ min: 0, max: 360, maxExcluded: true, noNaN: true }),
    km: fc.double({ min: 0, max: 25, noNaN: true }),
  })
  .map(({ townIndex, bearing, km }) => {
    const town = TOWNS[townIndex] ?? TOWNS[0];
    if (!town) throw new Error('The gazetteer is empty');
    return destinationPoint(town.lat, town.lon, bearing, km);
  });

describe('the grid index', () => {
  it('puts every town in exactly one cell', () => {
    const indexed = [...INDEX.cells.values()].flat();
    expect(indexed).toHaveLength(TOWNS.length);
    expect(new Set(indexed.map((town) => town.id)).size).toBe(TOWNS.length);
  });

  it('finds the same nearest town within 20 km as a scan of every town', () => {
    fc.assert(
      fc.property(fc.oneof(anywhere, nearATown), ({ lat, lon }) => {
        expect(nearestWithin(INDEX, lat, lon, 20)).toEqual(nearestWithinByScan(TOWNS, lat, lon, 20));
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with the scan for other radii too', () => {
    fc.assert(
      fc.property(nearATown, fc.double({ min: 0.5, max: 60, noNaN: true }), ({ lat, lon }, km) => {
        expect(nearestWithin(INDEX, lat, lon, km)).toEqual(nearestWithinByScan(TOWNS, lat, lon, km));
      }),
      { numRuns: 200 },
    );
  });

  it('makes nearestTown answer with the scanned town, or fail exactly when the scan finds none', () => {
    fc.assert(
      fc.property(nearATown, ({ lat, lon }) => {
        const scanned = nearestWithinByScan(TOWNS, lat, lon, 20);
        const result = nearestTown(lat, lon);
        if (!scanned) {
          expect(result.ok).toBe(false);
          return;
        }
        expect(result.ok && [result.nearest.town, result.nearest.state]).toEqual([scanned.town.name, scanned.town.state]);
      }),
      { numRuns: 300 },
    );
  });
});
