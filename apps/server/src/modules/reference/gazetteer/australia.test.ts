import { describe, expect, it } from 'vitest';
import { isInAustralia } from './australia.ts';
import { PORTS } from './ports.ts';
import { TOWNS } from './towns.ts';

describe('isInAustralia', () => {
  it('holds every town of the gazetteer and every port', () => {
    expect(TOWNS.filter((town) => !isInAustralia(town.lat, town.lon))).toEqual([]);
    expect(PORTS.filter((port) => !isInAustralia(port.lat, port.lon))).toEqual([]);
  });

  it.each([
    ['Cape York', -10.69, 142.53],
    ['Boigu Island', -9.23, 142.22],
    ['Steep Point', -26.15, 113.16],
    ['Cape Byron', -28.64, 153.63],
    ['South East Cape, Tasmania', -43.64, 146.83],
    ['Tiwi Islands', -11.4, 130.6],
  ])('takes %s as Australia', (_name, lat, lon) => {
    expect(isInAustralia(lat, lon)).toBe(true);
  });

  it.each([
    ['Auckland', -36.85, 174.76],
    ['Lord Howe Island', -31.55, 159.08],
    ['Port Moresby', -9.44, 147.18],
    ['Daru', -9.07, 143.21],
    ['Dili', -8.56, 125.57],
    ['Rote Island', -10.75, 123.1],
    ['Christmas Island', -10.49, 105.62],
    ['Jakarta', -6.2, 106.82],
    ['London', 51.5, -0.12],
    ['the Southern Ocean past Tasmania', -47, 147],
  ])('does not take %s as Australia', (_name, lat, lon) => {
    expect(isInAustralia(lat, lon)).toBe(false);
  });
});
