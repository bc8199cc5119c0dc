/**
 * The trade-audit platform service's door (decision 0231): the only file of platform/trade-audit/ that code outside platform/ imports.
 * Each trade's audit trail: who changed what, and when.
 */
import { recordTradeChanges, tradeChangesOf } from './trade-changes.repository.ts';
export { type TradeChangeEntry } from './trade-changes.repository.ts';

/** A trade's audit trail: recorded in the transaction of each change, read on the trade's page. */
export const tradeAudit = { record: recordTradeChanges, of: tradeChangesOf };
