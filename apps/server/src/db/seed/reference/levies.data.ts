/** Exchange fees and the levies in force for season 2026/27. Rates are representative; staff maintain them. */

export const FEES = [
  { name: 'Exchange fee', chargedTo: 'seller' as const, amountPerTonne: '1.50' },
  { name: 'Exchange fee', chargedTo: 'buyer' as const, amountPerTonne: '1.50' },
  { name: 'Clear Settle fee', chargedTo: 'seller' as const, amountPerTonne: '0.50' },
];

/** $/mt state levies (spec 002 'Statutory levy'). commodities empty = all. */
export const STATUTORY_LEVIES = [
  {
    name: 'SAGIT levy',
    state: 'SA',
    commodities: [] as string[],
    description: 'South Australian Grain Industry Trust research levy',
    amountPerTonne: '0.30',
  },
  {
    name: 'WA Grains Industry Funding Scheme',
    state: 'WA',
    commodities: [] as string[],
    description: 'WA industry funding scheme contribution (grains)',
    amountPerTonne: '0.20',
  },
];

/** Percentage levies on the farm-gate value (spec 002 'Farm gate levy'). */
export const FARM_GATE_LEVIES = [
  {
    name: 'Grains levy',
    state: null,
    commodities: [] as string[],
    description: 'National grains levy: GRDC research, Plant Health Australia and the National Residue Survey',
    farmGateDeductionPerTon: '0.00',
    ratePercentage: '1.075',
    ngr: false,
  },
  {
    name: 'Grain Producers SA levy',
    state: 'SA',
    commodities: [] as string[],
    description: 'Voluntary grower representation levy for growers who opted in on the NGR',
    farmGateDeductionPerTon: '0.00',
    ratePercentage: '0.100',
    ngr: true,
  },
];
