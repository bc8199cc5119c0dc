/** Seasons, delivery periods and the igrainX trading lists (on-farm storage, special terms, varieties). */

/** Australian crop years run from October: '2026/27' is the harvest of late 2026. */
export const SEASONS = [
  { name: '2025/26', startDate: '2025-10-01', endDate: '2026-09-30', status: 'active' as const },
  { name: '2026/27', startDate: '2026-10-01', endDate: '2027-09-30', status: 'active' as const },
  { name: '2024/25', startDate: '2024-10-01', endDate: '2025-09-30', status: 'inactive' as const },
];

const monthEnd = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Now', the next eight months from December 2026, and next harvest. */
export const DELIVERY_PERIODS = [
  { name: 'Now', kind: 'now' as const, startDate: null, endDate: null },
  ...Array.from({ length: 8 }, (_, index) => {
    const month = ((11 + index) % 12) + 1;
    const year = 2026 + Math.floor((11 + index) / 12);
    return {
      name: `${MONTH_NAMES[month - 1]} ${year}`,
      kind: 'month' as const,
      startDate: `${year}-${String(month).padStart(2, '0')}-01`,
      endDate: monthEnd(year, month),
    };
  }),
  { name: 'Harvest 2027', kind: 'harvest' as const, startDate: '2027-10-01', endDate: '2028-01-31' },
];

export const ON_FARM_STORAGES = ['Silo', 'Sealed silo', 'Silo bag', 'Shed', 'Bunker'];

export const SPECIAL_TERMS = [
  "Buyer's Call: 7 business days notice",
  'Delivery instructions 5 business days before loading',
  'Split loads accepted',
  'Grower to load',
  'Certified organic',
  'Freedom from GM material',
];

/** Popular varieties with their end-point royalty (EPR) managers, $/mt, season 2026/27. */
export const VARIETIES: {
  commodity: string;
  grade?: string;
  code: string;
  name: string;
  manager: string;
  recipient: string;
  amount: string;
}[] = [
  {
    commodity: 'WHT',
    grade: 'APH1',
    code: 'SCEP',
    name: 'Scepter',
    manager: 'Australian Grain Technologies',
    recipient: 'Australian Grain Technologies',
    amount: '3.60',
  },
  {
    commodity: 'WHT',
    grade: 'H1',
    code: 'MACE',
    name: 'Mace',
    manager: 'Australian Grain Technologies',
    recipient: 'Australian Grain Technologies',
    amount: '3.00',
  },
  { commodity: 'WHT', grade: 'H1', code: 'VIXN', name: 'Vixen', manager: 'InterGrain', recipient: 'InterGrain', amount: '3.80' },
  { commodity: 'WHT', grade: 'APW1', code: 'RKST', name: 'Rockstar', manager: 'InterGrain', recipient: 'InterGrain', amount: '3.50' },
  { commodity: 'WHT', grade: 'APH1', code: 'CALB', name: 'Calibre', manager: 'InterGrain', recipient: 'InterGrain', amount: '3.95' },
  {
    commodity: 'WHT',
    grade: 'AGP1',
    code: 'LRBS',
    name: 'LRPB Lancer',
    manager: 'LongReach Plant Breeders',
    recipient: 'LongReach Plant Breeders',
    amount: '3.20',
  },
  { commodity: 'BAR', grade: 'MA1', code: 'PLNT', name: 'RGT Planet', manager: 'Seed Force', recipient: 'Seed Force', amount: '3.30' },
  { commodity: 'BAR', grade: 'BAR1', code: 'SPCL', name: 'Spartacus CL', manager: 'InterGrain', recipient: 'InterGrain', amount: '3.40' },
  {
    commodity: 'BAR',
    grade: 'BAR1',
    code: 'COMP',
    name: 'Compass',
    manager: 'Australian Grain Technologies',
    recipient: 'Australian Grain Technologies',
    amount: '3.10',
  },
  { commodity: 'CAN', grade: 'CAN1', code: 'HYTT', name: 'HyTTec Trophy', manager: 'Nuseed', recipient: 'Nuseed', amount: '0.00' },
  { commodity: 'SOR', grade: 'SOR1', code: 'MR43', name: 'MR-43', manager: 'Pioneer Seeds', recipient: 'Pioneer Seeds', amount: '0.00' },
];
