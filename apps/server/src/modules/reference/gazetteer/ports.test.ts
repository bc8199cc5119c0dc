import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo.ts';
import { portFor, PORTS } from './ports.ts';
import { TOWNS } from './towns.ts';

describe('PORTS', () => {
  // A guard against typos in the hand-made coordinates (Fisherman Islands is 17 km from Brisbane's centre).
  it('has unique names and lies within 20 km of the town of the same name where the gazetteer has one', () => {
    expect(new Set(PORTS.map((port) => port.name)).size).toBe(PORTS.length);
    for (const port of PORTS) {
      const town = TOWNS.find((candidate) => candidate.name === port.name && candidate.state === port.state);
      if (town) expect(distanceKm(port.lat, port.lon, town.lat, town.lon), port.name).toBeLessThan(20);
    }
  });

  it('covers the grain-exporting states', () => {
    expect(new Set(PORTS.map((port) => port.state))).toEqual(new Set(['QLD', 'NSW', 'VIC', 'SA', 'WA']));
  });
});

describe('portFor', () => {
  it('takes the nearest port in the same state', () => {
    // Moree is nearer Brisbane than Newcastle, but it is in New South Wales.
    expect(portFor(-29.4628, 149.8416, 'NSW')?.name).toBe('Newcastle');
    expect(portFor(-36.7113, 142.1998, 'VIC')?.name).toBe('Portland');
    expect(portFor(-31.6493, 116.6742, 'WA')?.name).toBe('Kwinana');
    expect(portFor(-33.8592, 121.8916, 'WA')?.name).toBe('Esperance');
    expect(portFor(-27.5606, 151.9539, 'QLD')?.name).toBe('Brisbane');
  });

  it('takes the nearest port overall for a state without one', () => {
    expect(portFor(-35.2835, 149.1281, 'ACT')?.name).toBe('Port Kembla');
    expect(portFor(-41.4388, 147.1347, 'TAS')?.name).toBe('Geelong');
  });
});
