import { type TBestPublishedBids, type TBestBidKey, bestBidKeyText } from '@cgx/domain/back-office-trades.schemas';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, requireStaff } from '../../../lib/access.ts';

/**
 * spec 002 §7 'Best published bids': each key mapped to the best bid the exchange's published-bid
 * sources show for its season, storage provider, site and grade. Published bids (their sources,
 * mappings and prices) come with the analysis screens, which are not built yet: until then there is
 * no published bid to find, and every key is answered null, which the trade page shows as such.
 */
export function bestPublishedBids(_context: AppContext, auth: AuthContext, keys: readonly TBestBidKey[]): TBestPublishedBids {
  requireStaff(auth);
  return { bids: Object.fromEntries(keys.map((key) => [bestBidKeyText(key), null])) };
}
