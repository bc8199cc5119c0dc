import { describe, expect, it } from 'vitest';
import { farmGrainPlace } from './farm-grain-place';

const at = (location: Partial<Parameters<typeof farmGrainPlace>[0]['location']>) => ({
  location: {
    nearestTown: null,
    nearestTownCity: null,
    nearestTownDirection: null,
    nearestTownDistanceRange: null,
    address: null,
    state: null,
    ...location,
  },
});

describe('farmGrainPlace', () => {
  it('says an approximate location from its town', () => {
    expect(farmGrainPlace(at({ nearestTown: 'Dubbo, NSW', nearestTownDirection: 'NE', nearestTownDistanceRange: '5-10 km' }))).toBe(
      '5-10 km NE of Dubbo, NSW',
    );
    expect(farmGrainPlace(at({ nearestTown: 'Dubbo, NSW' }))).toBe('Dubbo, NSW');
  });

  it('says an exact location by its address and state', () => {
    expect(farmGrainPlace(at({ address: '12 Mill Road, Parkes', state: 'NSW' }))).toBe('12 Mill Road, Parkes, NSW');
    expect(farmGrainPlace(at({}))).toBe('');
  });
});
