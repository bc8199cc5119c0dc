/**
 * A deliberately simplified outline of Australia's mainland states and Tasmania, drawn by hand
 * from rounded longitudes and latitudes (a few dozen points; no downloaded map data). Good enough
 * to find a state at a glance; not a survey map. The ACT is left out (too small at this scale).
 */

export const MAP_STATES = ['VIC', 'NSW', 'QLD', 'SA', 'WA'] as const;
export type MapState = (typeof MAP_STATES)[number];

type LonLat = readonly [number, number];

// prettier-ignore
const OUTLINES: Record<MapState | 'NT' | 'TAS', readonly LonLat[]> = {
  WA: [
    [129, -14.9], [127.5, -14], [126, -13.9], [124.5, -15.5], [123, -16.5], [122, -17.5], [121, -19.5], [118.5, -20.3],
    [116.7, -20.6], [114.5, -21.8], [113.5, -23], [113.9, -25.5], [114.2, -26.5], [114.6, -28.5], [115, -30], [115.7, -31.8],
    [115.1, -33.6], [115, -34.3], [116.5, -35], [118, -35], [120, -33.9], [122, -33.9], [124, -33], [126, -32.3], [129, -31.7],
  ],
  NT: [
    [129, -14.9], [129.5, -13.5], [130.2, -12.4], [131, -12.2], [132.5, -11.6], [133.5, -11.9], [135, -12.2], [136.8, -12.2],
    [136.5, -13.5], [135.5, -14.9], [136.8, -15.9], [138, -16.5], [138, -26], [129, -26],
  ],
  SA: [
    [129, -26], [138, -26], [141, -26], [141, -38.1], [140.5, -38], [139.6, -37.2], [139.3, -35.9], [138.1, -35.6], [138.5, -35],
    [137.9, -33.3], [137.5, -34.5], [136, -35], [135.6, -34.8], [135.2, -34], [134.2, -32.8], [132, -32], [131, -31.5], [129, -31.7],
  ],
  QLD: [
    [138, -16.5], [139.5, -17.5], [140.8, -17.4], [141.5, -15.5], [141.6, -12.6], [142.5, -10.7], [143.5, -13], [143.8, -14.4],
    [145.3, -15], [145.5, -16.8], [146.3, -18.9], [148.8, -20.3], [150, -22], [151, -23.5], [153, -25.3], [153.2, -27],
    [153.55, -28.2], [151, -28.9], [149, -28.9], [141, -29], [141, -26], [138, -26],
  ],
  NSW: [
    [141, -29], [149, -28.9], [151, -28.9], [153.55, -28.2], [153.1, -30.5], [152.5, -32], [151.3, -33.6], [150.8, -34.5],
    [150.1, -36], [149.98, -37.5], [148.2, -36.8], [144, -35.8], [141, -34],
  ],
  VIC: [
    [141, -34], [144, -35.8], [148.2, -36.8], [149.98, -37.5], [148, -37.8], [146.3, -39.1], [145, -38.5], [144.5, -38.2],
    [143.5, -38.8], [142, -38.4], [141, -38.1],
  ],
  TAS: [
    [144.6, -40.7], [146.5, -41.1], [148.3, -40.9], [148.3, -42.2], [147.7, -43.1], [146.8, -43.6], [145.9, -43.5], [145.2, -42.2],
    [144.7, -41.2],
  ],
};

/** Where each state's label sits. */
const LABELS: Record<MapState | 'NT' | 'TAS', LonLat> = {
  WA: [121.5, -25.5],
  NT: [133.5, -19.5],
  SA: [135, -29.5],
  QLD: [144.5, -23],
  NSW: [146.5, -32.5],
  VIC: [144.2, -37],
  TAS: [146.6, -42.2],
};

const WEST = 112;
const NORTH = -10;
const SCALE_X = 20;
const SCALE_Y = 22;

export const MAP_WIDTH = (155 - WEST) * SCALE_X;
export const MAP_HEIGHT = (44.5 + NORTH) * SCALE_Y;

const project = ([lon, lat]: LonLat): [number, number] => [(lon - WEST) * SCALE_X, (NORTH - lat) * SCALE_Y];

const toPath = (points: readonly LonLat[]) =>
  `${points
    .map(
      (point, index) =>
        `${index === 0 ? 'M' : 'L'}${project(point)
          .map((value) => value.toFixed(0))
          .join(',')}`,
    )
    .join(' ')} Z`;

export interface StateShape {
  state: string;
  path: string;
  label: [number, number];
  /** One of the map's tabs (VIC, NSW, QLD, SA, WA); NT and TAS are drawn for context only. */
  selectable: boolean;
}

export const STATE_SHAPES: readonly StateShape[] = (Object.keys(OUTLINES) as (keyof typeof OUTLINES)[]).map((state) => ({
  state,
  path: toPath(OUTLINES[state]),
  label: project(LABELS[state]),
  selectable: (MAP_STATES as readonly string[]).includes(state),
}));
