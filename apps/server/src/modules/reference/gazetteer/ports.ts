import type { TAustralianState } from '@cgx/domain/registration.schemas';
import { distanceKm } from './geo.ts';

export type Port = {
  readonly name: string;
  /** The bulk grain terminal or harbour the coordinates point at. */
  readonly terminal: string;
  readonly state: TAustralianState;
  readonly lat: number;
  readonly lon: number;
};

/**
 * Australian bulk grain export ports. Hand-made; coordinates are approximate (to within a
 * kilometre or two of the grain terminal) and only used to pick the nearest port.
 * Bunbury is left out on purpose: WA grain is exported through CBH's four port zones
 * (Geraldton, Kwinana, Albany, Esperance), and a Bunbury entry would pull Wagin or Collie away
 * from their real zone. Tasmania, the NT and the ACT have no entry: their towns take the
 * nearest port overall.
 */
export const PORTS: readonly Port[] = [
  { name: 'Mackay', terminal: 'Mackay Harbour', state: 'QLD', lat: -21.107, lon: 149.225 },
  { name: 'Gladstone', terminal: 'Auckland Point', state: 'QLD', lat: -23.835, lon: 151.25 },
  { name: 'Brisbane', terminal: 'Fisherman Islands', state: 'QLD', lat: -27.385, lon: 153.17 },
  { name: 'Newcastle', terminal: 'Carrington', state: 'NSW', lat: -32.915, lon: 151.765 },
  { name: 'Port Kembla', terminal: 'Port Kembla inner harbour', state: 'NSW', lat: -34.468, lon: 150.9 },
  { name: 'Melbourne', terminal: 'Port of Melbourne', state: 'VIC', lat: -37.815, lon: 144.915 },
  { name: 'Geelong', terminal: 'Corio Quay', state: 'VIC', lat: -38.105, lon: 144.375 },
  { name: 'Portland', terminal: 'Portland harbour', state: 'VIC', lat: -38.345, lon: 141.615 },
  { name: 'Adelaide', terminal: 'Outer Harbor', state: 'SA', lat: -34.78, lon: 138.485 },
  { name: 'Port Lincoln', terminal: 'Port Lincoln', state: 'SA', lat: -34.735, lon: 135.87 },
  { name: 'Wallaroo', terminal: 'Wallaroo', state: 'SA', lat: -33.93, lon: 137.615 },
  { name: 'Port Giles', terminal: 'Port Giles', state: 'SA', lat: -35.03, lon: 137.76 },
  { name: 'Thevenard', terminal: 'Thevenard', state: 'SA', lat: -32.147, lon: 133.643 },
  { name: 'Geraldton', terminal: 'Geraldton', state: 'WA', lat: -28.775, lon: 114.6 },
  { name: 'Kwinana', terminal: 'Kwinana Grain Terminal', state: 'WA', lat: -32.2, lon: 115.76 },
  { name: 'Albany', terminal: 'Albany', state: 'WA', lat: -35.03, lon: 117.89 },
  { name: 'Esperance', terminal: 'Esperance', state: 'WA', lat: -33.87, lon: 121.895 },
];

function nearestOf(ports: readonly Port[], lat: number, lon: number): Port | null {
  let best: Port | null = null;
  let bestKm = Infinity;
  for (const port of ports) {
    const km = distanceKm(lat, lon, port.lat, port.lon);
    if (km < bestKm) {
      best = port;
      bestKm = km;
    }
  }
  return best;
}

/**
 * The port for a place: the nearest port (great-circle) in the same state when that state has
 * one, else the nearest port overall. A stand-in for the storage providers' port zones.
 */
export function portFor(lat: number, lon: number, state: TAustralianState): Port | null {
  const inState = PORTS.filter((port) => port.state === state);
  return nearestOf(inState.length > 0 ? inState : PORTS, lat, lon);
}
