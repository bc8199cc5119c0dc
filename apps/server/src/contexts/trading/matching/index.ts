/**
 * The matching module's door (decision 0145): the only file other modules import from this
 * folder. Placing a new order and editing one both go through the book's queue and lock; the
 * jobs are for the job registry. Everything else here is internal. Cancelling is not matching's:
 * it ends an active order under its row lock, which matching takes too (orders.service.ts).
 */
export { type EditMatcher, editInBook } from './edit-orders.ts';
export { type NewBid, type NewOffer, type NewOrder, placeInBook } from './place-orders.ts';
// Matching's jobs: their definitions, and the handlers the worker's registry binds them to (composition/jobs.ts).
export { bidAlertsJob, sweepBookJob, tradeConfirmationsJob, tradeMadeJob } from './matching.jobs.ts';
export { alertGrowersOfBid } from './bid-alerts.ts';
export { sweepBook, sweepOpenedMarket } from './sweep.service.ts';
export { announceTrade, sendTradeConfirmations } from './trade-announcement.ts';
export { contractNotePath } from './trade-messages.ts';
export { activeUsersOf, holidaysOf, insertNumberedTrades } from './trades.repository.ts';
// A trade staff record off-screen is priced, numbered and announced as a match's (decision 0183).
export { enqueueTradeAnnouncements, needsHolidays, tradePricing, tradeState } from './execute-match.ts';
