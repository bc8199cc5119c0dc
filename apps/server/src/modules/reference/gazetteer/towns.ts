import { AUSTRALIAN_STATES, type TAustralianState } from '@cgx/domain/registration.schemas';
import { TOWNS_DATA } from './towns.data.ts';

export type Town = {
  /** Position in TOWNS; the tie-breaker when two towns are equally near. */
  readonly id: number;
  readonly name: string;
  readonly state: TAustralianState;
  readonly lat: number;
  readonly lon: number;
};

const STATES: ReadonlySet<string> = new Set(AUSTRALIAN_STATES);
const isState = (value: string): value is TAustralianState => STATES.has(value);

function parseTowns(data: string): Town[] {
  const towns: Town[] = [];
  for (const line of data.split('\n')) {
    if (line === '') continue;
    const [name, state, lat, lon] = line.split('|');
    const latitude = Number(lat);
    const longitude = Number(lon);
    if (!name || !state || !isState(state) || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
      throw new Error(`Bad gazetteer row: ${line}`);
    }
    towns.push({ id: towns.length, name, state, lat: latitude, lon: longitude });
  }
  return towns;
}

/** Every town of the gazetteer, sorted by state then name, parsed once on import. */
export const TOWNS: readonly Town[] = parseTowns(TOWNS_DATA);

/** Lower case, straight apostrophes, single spaces: how names and queries are compared. */
export const normaliseTownName = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/\u2019/g, "'")
    .replace(/\s+/g, ' ');
