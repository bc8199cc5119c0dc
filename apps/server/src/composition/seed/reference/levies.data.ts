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

/**
 * Percentage levies on the farm-gate value (spec 002 'Farm gate levy'). The national grains levy at
 * the Department of Agriculture's published rates (issue 14 §8): 1.02% for wheat, barley, oats,
 * sorghum, canola and pulses (0.99% research, 0.01% plant health, 0.015% residue survey, 0.005%
 * emergency response) and 1.005% for cereal rye, millet and canary seed. Data: staff change it.
 */
export const FARM_GATE_LEVIES = [
  {
    name: 'Grains levy',
    state: null,
    commodities: ['WHT', 'BAR', 'OAT', 'SOR', 'CAN', 'CHK', 'LEN', 'FAB', 'LUP'],
    description:
      'National grains levy 1.02%: 0.99% research (GRDC), 0.01% plant health (PHA), 0.015% National Residue Survey, 0.005% emergency plant pest response',
    farmGateDeductionPerTon: '0.00',
    ratePercentage: '1.020',
    ngr: false,
  },
  {
    name: 'Grains levy (minor cereals)',
    state: null,
    commodities: ['RYE', 'MIL', 'CNS'],
    description:
      'National grains levy 1.005% for cereal rye, millet and canary seed: 0.99% research (GRDC), 0.015% National Residue Survey',
    farmGateDeductionPerTon: '0.00',
    ratePercentage: '1.005',
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
