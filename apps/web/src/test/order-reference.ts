import type { Route } from './fixtures';

/**
 * The reference lists and the other reads every trading form makes (features/order-form): one
 * season, Wheat (grade APH1, variety Scepter) and Barley, the periods Now, Mar 2099 and Jul 2099,
 * Protein and Moisture, the site Moree in the Newcastle port zone; no market data, no fees. A
 * form's test spreads it into stubFetch and adds or replaces what its case needs.
 */
export const ORDER_REFERENCE: Record<string, Route> = {
  'GET /api/reference/seasons': { body: [{ id: 1, name: '2026/27', startDate: '2026-10-01', endDate: '2027-09-30' }] },
  'GET /api/reference/commodities': {
    body: [
      { id: 1, name: 'Wheat', code: 'WHT', industryBodyName: 'Grain Trade Australia' },
      { id: 2, name: 'Barley', code: 'BAR', industryBodyName: 'Barley Australia' },
    ],
  },
  'GET /api/reference/grades': {
    body: [{ id: 11, commodityId: 1, code: 'APH1', name: 'Australian Prime Hard 1', description: null, industryBody: 'Yes' }],
  },
  'GET /api/reference/delivery-periods': {
    body: [
      { id: 1, name: 'Now', kind: 'now', startDate: null, endDate: null },
      { id: 2, name: 'Mar 2099', kind: 'month', startDate: '2099-03-01', endDate: '2099-03-31' },
      { id: 3, name: 'Jul 2099', kind: 'month', startDate: '2099-07-01', endDate: '2099-07-31' },
    ],
  },
  'GET /api/reference/varieties': { body: [{ id: 3, seasonId: 1, commodityId: 1, gradeId: 11, code: 'SCEP', name: 'Scepter' }] },
  'GET /api/reference/on-farm-storages': { body: [{ id: 1, name: 'Silo' }] },
  'GET /api/reference/special-terms': { body: [] },
  'GET /api/reference/quality-parameters': {
    body: [
      { id: 7, commodityId: 1, name: 'Protein', code: 'PRO', unit: '%', limit: 'Minimum', comment: null, offerDisplay: true },
      { id: 8, commodityId: 1, name: 'Moisture', code: 'MOI', unit: '%', limit: 'Maximum', comment: null, offerDisplay: true },
    ],
  },
  'GET /api/reference/sites': {
    body: [
      {
        id: 5,
        name: 'Moree',
        state: 'NSW',
        storageProviderId: 1,
        storageProviderNickname: 'GrainCorp',
        portZoneId: 9,
        portZoneName: 'Newcastle',
        portName: 'Newcastle',
        portDifferential: '38.00',
      },
    ],
  },
  'GET /api/reference/delivered-sites': { body: [] },
  'GET /api/market/form-data': { body: { bid: null, trade: null, offer: null, publishedBid: null } },
  'GET /api/fees/estimate': { body: [] },
};
