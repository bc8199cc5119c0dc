import type { TBackOfficeTrade, TBackOfficeTradeDetail, TBackOfficeTradeFields } from '@cgx/domain/back-office-trades.schemas';
import { makeSession } from './fixtures';
import { sessionValue } from './render';

/** A cgx trade's fields, as the staff's list and the trade's page share them. */
const tradeFields = (): TBackOfficeTradeFields => ({
  id: 41,
  formattedId: 'CGX-000041',
  market: 'cgx',
  status: 'awaiting_grain',
  seller: { id: 5, name: 'Wattle Creek Farming' },
  sellerNgr: '12345678',
  buyer: { id: 6, name: 'Southern Cross Grain' },
  agent: null,
  season: { id: 1, name: '2026/27' },
  commodity: { id: 2, name: 'Wheat' },
  grade: { id: 3, code: 'APH1', name: 'Australian Prime Hard 1' },
  deliveryPeriod: { id: 4, name: 'Jan 2027' },
  location: 'Moree, NSW',
  pricingPoint: null,
  quantity: '50.000',
  price: '285.00',
  portEquiv: '320.50',
  paymentTerms: 'Within 7 business days',
  paymentDueDate: null,
  createdAt: '2026-10-31T01:00:00.000Z',
});

/** A cgx trade as the staff's list shows it (the trades list tests). */
export const backOfficeTrade = (overrides: Partial<TBackOfficeTrade> = {}): TBackOfficeTrade => ({
  ...tradeFields(),
  source: 'trade',
  legacyType: null,
  ...overrides,
});

/** A legacy trade as a row of the staff's list: settled elsewhere, without a delivery period or terms. */
export const legacyTradeRow = (overrides: Partial<TBackOfficeTrade> = {}): TBackOfficeTrade =>
  backOfficeTrade({
    source: 'legacy',
    id: 7,
    formattedId: 'WC-2019-0001',
    market: null,
    legacyType: 'private',
    status: 'settled_externally',
    sellerNgr: null,
    deliveryPeriod: null,
    location: null,
    portEquiv: null,
    paymentTerms: null,
    createdAt: '2019-11-03T13:00:00.000Z',
    ...overrides,
  });

/** The same trade as its page shows it, with both parties in full and its audit trail. */
export const backOfficeTradeDetail = (overrides: Partial<TBackOfficeTradeDetail> = {}): TBackOfficeTradeDetail => ({
  ...tradeFields(),
  seller: { id: 5, name: 'Wattle Creek Farming', abn: '51824753556', state: 'NSW', orderedBy: 'Jack Thompson' },
  buyer: { id: 6, name: 'Southern Cross Grain', abn: null, state: 'VIC', orderedBy: 'Olivia Nguyen' },
  agent: { id: 7, name: 'Riverina Grain Marketing' },
  bidGroupId: 90,
  bidLineId: 91,
  offerId: 92,
  restingSide: 'bid',
  site: { name: 'Moree', state: 'NSW', storageProviderNickname: 'GrainCorp', portZone: 'Newcastle', port: 'Newcastle' },
  place: null,
  variety: null,
  chemicalDeclaration: false,
  chemicalTreatment: 'K-Obiol',
  chemicalRate: '2 L/t',
  chemicalApplicationDate: '2026-11-01',
  termsAndConditions: [],
  quality: [{ name: 'Protein', unit: '%', value: '13.2' }],
  updatedAt: '2026-10-31T01:00:00.000Z',
  documents: [
    { label: 'Seller’s contract note', path: 'contract-note/41/seller' },
    { label: 'Buyer’s contract note', path: 'contract-note/41/buyer' },
  ],
  recordedBy: null,
  history: [
    {
      at: '2026-10-31T01:00:00.000Z',
      by: 'The exchange',
      action: 'created',
      changes: [
        { field: 'quantity', before: null, after: '50.000' },
        { field: 'price', before: null, after: '285.00' },
        { field: 'status', before: null, after: 'awaiting_grain' },
      ],
    },
  ],
  ...overrides,
});

/** The reference lists the staff's trade and delivery lists filter by, as the server answers them. */
export const REFERENCE = {
  'GET /api/reference/seasons': { body: [{ id: 1, name: '2026/27', startDate: '2026-10-01', endDate: '2027-09-30' }] },
  'GET /api/reference/commodities': {
    body: [
      { id: 2, name: 'Wheat', code: 'WHT', industryBodyName: null },
      { id: 8, name: 'Barley', code: 'BAR', industryBodyName: null },
    ],
  },
  'GET /api/reference/delivery-periods': { body: [{ id: 4, name: 'Jan 2027', kind: 'month', startDate: null, endDate: null }] },
  'GET /api/reference/grades': {
    body: [
      { id: 3, commodityId: 2, code: 'APH1', name: 'Australian Prime Hard 1', description: null, industryBody: 'Yes' },
      { id: 9, commodityId: 8, code: 'BAR1', name: 'Barley 1', description: null, industryBody: 'Yes' },
    ],
  },
};

/** A CGX Sales session, with or without the igrainX trade flag. */
export const staff = (igrainTrade: boolean) =>
  sessionValue({
    status: 'authenticated',
    session: makeSession('CGX Sales', { featureFlags: { bidSheets: false, igrainTrade, publicAd: false, maintenance: false } }),
    token: 't',
  });
