import { describe, expect, it } from 'vitest';
import { destinationPoint } from './geo.ts';
import { findTowns, GAZETTEER_MESSAGES, nearestTown, type NearestTown, portNameForTown } from './nearest-town.ts';

const DUBBO = { lat: -32.2429, lon: 148.6048 };

function found(lat: number, lon: number): NearestTown {
  const result = nearestTown(lat, lon);
  if (!result.ok) throw new Error(`Expected a town, got: ${result.message}`);
  return result.nearest;
}

describe('nearestTown', () => {
  it('describes a point north-east of Dubbo', () => {
    // Eulomogo lies 8 km ESE of Dubbo, so a point 9 km out at 40° is still nearest Dubbo.
    const point = destinationPoint(DUBBO.lat, DUBBO.lon, 40, 9);
    expect(found(point.lat, point.lon)).toEqual({
      description: '9 km NE of Dubbo, NSW',
      town: 'Dubbo',
      state: 'NSW',
      approximateDistance: 9,
      distanceRange: '5-10 km',
      direction: 'NE',
      portName: 'Newcastle',
    });
  });

  it('reports 12 km and 10-15 km for a point 12 km north of Dubbo', () => {
    const point = destinationPoint(DUBBO.lat, DUBBO.lon, 0, 12.2);
    expect(found(point.lat, point.lon)).toMatchObject({
      town: 'Dubbo',
      approximateDistance: 12,
      distanceRange: '10-15 km',
      direction: 'N',
    });
  });

  it('says "In" a town under 1 km from its centre', () => {
    expect(found(-36.7113, 142.1998)).toMatchObject({
      description: 'In Horsham, VIC',
      town: 'Horsham',
      state: 'VIC',
      portName: 'Portland',
    });
    expect(found(-31.6493, 116.6742)).toMatchObject({ description: 'In Northam, WA', town: 'Northam', state: 'WA', portName: 'Kwinana' });
  });

  it('gives the direction from the town to the point', () => {
    for (const [bearing, direction] of [
      [0, 'N'],
      [90, 'E'],
      [180, 'S'],
      [270, 'W'],
      [315, 'NW'],
    ] as const) {
      const point = destinationPoint(DUBBO.lat, DUBBO.lon, bearing, 3);
      expect(found(point.lat, point.lon)).toMatchObject({ town: 'Dubbo', direction });
    }
  });

  it('accepts a point 19.9 km from a town and refuses one just past 20 km', () => {
    // Northam's neighbours are over 22 km away; west-north-west of it there is no town within 20 km of these points.
    const inside = destinationPoint(-31.6493, 116.6742, 60, 19.9);
    expect(found(inside.lat, inside.lon)).toMatchObject({ town: 'Northam', approximateDistance: 20, distanceRange: '15-20 km' });
    const outside = destinationPoint(-31.6493, 116.6742, 60, 20.2);
    expect(nearestTown(outside.lat, outside.lon)).toEqual({
      ok: false,
      reason: 'too-far-from-town',
      message: GAZETTEER_MESSAGES.tooFarFromTown,
    });
  });

  it('refuses a point in the Southern Ocean and in the outback, far from any town', () => {
    expect(nearestTown(-40, 125)).toMatchObject({ ok: false, message: 'The location must be within 20 km of a town.' });
    expect(nearestTown(-25.5, 128.5)).toMatchObject({ ok: false, reason: 'too-far-from-town' });
  });

  it('refuses a point outside Australia', () => {
    expect(nearestTown(-36.85, 174.76)).toEqual({ ok: false, reason: 'outside-australia', message: 'The location must be in Australia.' });
    expect(nearestTown(-41.29, 174.78)).toMatchObject({ ok: false, reason: 'outside-australia' });
    expect(nearestTown(-9.44, 147.18)).toMatchObject({ ok: false, reason: 'outside-australia' });
  });

  it('refuses impossible coordinates', () => {
    expect(nearestTown(-91, 148)).toMatchObject({ ok: false, reason: 'invalid-latitude', message: 'Latitude must be between -90 and 90' });
    expect(nearestTown(Number.NaN, 148)).toMatchObject({ ok: false, reason: 'invalid-latitude' });
    expect(nearestTown(-32, 181)).toMatchObject({
      ok: false,
      reason: 'invalid-longitude',
      message: 'Longitude must be between -180 and 180',
    });
  });
});

describe('portNameForTown', () => {
  it('gives the port of a town by name, in any case', () => {
    expect(portNameForTown('Dubbo')).toBe('Newcastle');
    expect(portNameForTown('  horsham ')).toBe('Portland');
    expect(portNameForTown('Northam', 'WA')).toBe('Kwinana');
    expect(portNameForTown('Wagin')).toBe('Kwinana');
  });

  it('needs the state when towns of the name are in different port zones', () => {
    expect(portNameForTown('Portland')).toBeNull();
    expect(portNameForTown('Portland', 'NSW')).toBe('Port Kembla');
    expect(portNameForTown('Portland', 'VIC')).toBe('Portland');
    expect(portNameForTown('Portland, VIC')).toBe('Portland');
    expect(portNameForTown('Portland NSW')).toBe('Port Kembla');
  });

  it('is null for an unknown town or a town in another state', () => {
    expect(portNameForTown('Atlantis')).toBeNull();
    expect(portNameForTown('Dubbo', 'WA')).toBeNull();
    expect(portNameForTown('')).toBeNull();
  });
});

describe('findTowns', () => {
  it('lists towns whose name starts with the query, case-insensitive, by name', () => {
    const names = findTowns('wag', 10).map((town) => `${town.name}, ${town.state}`);
    expect(names).toContain('Wagga Wagga, NSW');
    expect(names).toContain('Wagin, WA');
    expect(names).toEqual([...names].sort());
    expect(findTowns('WAGGA', 10)[0]).toMatchObject({ name: 'Wagga Wagga', state: 'NSW', portName: 'Port Kembla' });
  });

  it('respects the limit and ignores an empty query', () => {
    expect(findTowns('b', 5)).toHaveLength(5);
    expect(findTowns('   ', 5)).toEqual([]);
    expect(findTowns('zzzz', 5)).toEqual([]);
  });

  it('matches typographic and straight apostrophes alike', () => {
    expect(findTowns('O’Halloran', 3)[0]?.name).toBe("O'Halloran Hill");
  });
});
