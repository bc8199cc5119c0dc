/**
 * The trading context's door (docs/architecture.md): the only file of contexts/trading/ that code outside it imports.
 * Orders and the market: placing, editing and cancelling bids and offers, matching them into trades, farm grain, holdings, the markets' hours and the public market data.
 */
export { availableOnFarmGrain, farmGrainDrawError } from './farm-grain/farm-grain-draw.ts';
export { committedByFarmGrain } from './farm-grain/farm-grain.repository.ts';
export { farmGrainRoutes } from './farm-grain/farm-grain.routes.ts';
export { committedByHolding } from './holdings/holdings.repository.ts';
export { holdingRoutes } from './holdings/holdings.routes.ts';
export { availableOnHoldings, holdingDrawError } from './holdings/holdings.service.ts';
export { marketDataRoutes } from './market-data/market-data.routes.ts';
export { sydneyDayStart } from './market-data/sydney-day.ts';
export { tickMarketStatus } from './market/market-status.service.ts';
export { marketOpenedJob } from './market/market.jobs.ts';
export { marketRoutes } from './market/market.routes.ts';
export {
  activeUsersOf,
  alertGrowersOfBid,
  announceTrade,
  bidAlertsJob,
  contractNotePath,
  enqueueTradeAnnouncements,
  holidaysOf,
  insertNumberedTrades,
  needsHolidays,
  sendTradeConfirmations,
  sweepBook,
  sweepBookJob,
  sweepOpenedMarket,
  tradeConfirmationsJob,
  tradeMadeJob,
  tradePricing,
  tradeState,
} from './matching/index.ts';
export { bidSheetUploadRoutes } from './orders/bid-sheet-upload/bid-sheet-upload.routes.ts';
export { placeBid } from './orders/bids.service.ts';
export { deleteExpiredIdempotencyKeys, type IdempotencyClaim } from './orders/idempotency.repository.ts';
export { answerIn, claimIn, idempotent, sendIdempotent } from './orders/idempotency.ts';
export { deliveredSiteErrors } from './orders/igrain-location.ts';
export { placeOffer } from './orders/offers.service.ts';
export { checkOrderTerms } from './orders/order-references.ts';
export { orderRoutes } from './orders/orders.routes.ts';
export { lapseOrders } from './orders/orders.service.ts';
