import { COMPASS_DIRECTIONS, DISTANCE_RANGES } from '@cgx/domain/igrain-location';
import { describe, expect, it } from 'vitest';
import { bearingDegrees, compassDirection, destinationPoint, distanceKm, distanceRangeOf, roundKm } from './geo.ts';

describe('distanceKm', () => {
  it('gives the great-circle distance between Sydney and Melbourne (about 713 km)', () => {
    expect(distanceKm(-33.8688, 151.2093, -37.8136, 144.9631)).toBeCloseTo(713.4, 0);
  });

  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(-32.2429, 148.6048, -32.2429, 148.6048)).toBe(0);
    expect(distanceKm(-32, 148, -33, 149)).toBeCloseTo(distanceKm(-33, 149, -32, 148), 9);
  });

  it('makes one degree of latitude about 111.2 km', () => {
    expect(distanceKm(-30, 140, -31, 140)).toBeCloseTo(111.2, 1);
  });
});

describe('bearingDegrees and destinationPoint', () => {
  it('points north, east, south and west', () => {
    expect(bearingDegrees(-30, 140, -29, 140)).toBeCloseTo(0, 6);
    expect(bearingDegrees(-30, 140, -30, 140.1)).toBeCloseTo(90, 1);
    expect(bearingDegrees(-30, 140, -31, 140)).toBeCloseTo(180, 6);
    expect(bearingDegrees(-30, 140, -30, 139.9)).toBeCloseTo(270, 1);
  });

  it('walks back to the bearing and distance it was given', () => {
    for (const bearing of [0, 22.5, 45, 135, 200, 315, 359]) {
      const point = destinationPoint(-32.2429, 148.6048, bearing, 12);
      expect(distanceKm(-32.2429, 148.6048, point.lat, point.lon)).toBeCloseTo(12, 6);
      expect(bearingDegrees(-32.2429, 148.6048, point.lat, point.lon)).toBeCloseTo(bearing, 6);
    }
  });
});

describe('compassDirection', () => {
  it('has the 16 points in order, clockwise from north', () => {
    expect(COMPASS_DIRECTIONS).toEqual([
      'N',
      'NNE',
      'NE',
      'ENE',
      'E',
      'ESE',
      'SE',
      'SSE',
      'S',
      'SSW',
      'SW',
      'WSW',
      'W',
      'WNW',
      'NW',
      'NNW',
    ]);
  });

  it('names each point at its centre', () => {
    COMPASS_DIRECTIONS.forEach((direction, i) => expect(compassDirection(i * 22.5)).toBe(direction));
  });

  it('gives each point the half-open sector [centre - 11.25, centre + 11.25)', () => {
    expect(compassDirection(348.75)).toBe('N');
    expect(compassDirection(348.7499)).toBe('NNW');
    expect(compassDirection(11.2499)).toBe('N');
    expect(compassDirection(11.25)).toBe('NNE');
    expect(compassDirection(33.75)).toBe('NE');
    expect(compassDirection(56.2499)).toBe('NE');
    expect(compassDirection(56.25)).toBe('ENE');
    expect(compassDirection(168.75)).toBe('S');
    expect(compassDirection(191.2499)).toBe('S');
    expect(compassDirection(191.25)).toBe('SSW');
    expect(compassDirection(359.9999)).toBe('N');
  });

  it('wraps bearings outside [0, 360)', () => {
    expect(compassDirection(360)).toBe('N');
    expect(compassDirection(-45)).toBe('NW');
    expect(compassDirection(405)).toBe('NE');
  });
});

describe('distanceRangeOf', () => {
  it('lists the ranges in order', () => {
    expect(DISTANCE_RANGES).toEqual(['0-5 km', '5-10 km', '10-15 km', '15-20 km']);
  });

  it('puts a whole-km distance in the range that includes its upper bound', () => {
    expect([0, 1, 5, 6, 10, 11, 15, 16, 20].map(distanceRangeOf)).toEqual([
      '0-5 km',
      '0-5 km',
      '0-5 km',
      '5-10 km',
      '5-10 km',
      '10-15 km',
      '10-15 km',
      '15-20 km',
      '15-20 km',
    ]);
  });

  it('has no range past 20 km or for nonsense', () => {
    expect(distanceRangeOf(21)).toBeNull();
    expect(distanceRangeOf(-1)).toBeNull();
    expect(distanceRangeOf(Number.NaN)).toBeNull();
  });

  it('rounds kilometres half up', () => {
    expect([0.49, 0.5, 4.5, 14.49, 19.5].map(roundKm)).toEqual([0, 1, 5, 14, 20]);
  });
});
