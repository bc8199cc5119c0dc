import { dec } from '@cgx/domain/decimal';
import type { TMarketFeedItem } from '@cgx/domain/market-data.schemas';
import { type MarketSound, soundForFeedItem } from '@cgx/domain/market-sounds';

export interface ChosenSound {
  itemId: number;
  sound: MarketSound;
}

/** The feed items newer than the last one already seen, oldest first. */
export const newFeedItems = (items: readonly TMarketFeedItem[], lastSeenId: number): TMarketFeedItem[] =>
  items.filter((item) => item.id > lastSeenId).sort((a, b) => a.id - b.id);

/**
 * spec 000 §9 sound rules for new feed items, oldest first. The server records each item's sound
 * in the trade's own transaction (exact tradedToday before and after), so that one wins; without
 * it the domain's rule runs here on the day's traded tonnes as last seen, advanced by each trade.
 */
export function chooseSounds(
  items: readonly TMarketFeedItem[],
  tradedTodayBefore: string,
): { chosen: ChosenSound[]; tradedTodayAfter: string } {
  let traded = dec(tradedTodayBefore);
  const chosen: ChosenSound[] = [];
  for (const item of items) {
    const before = traded;
    if (item.feedType === 'TRADE') traded = traded.plus(item.quantity);
    chosen.push({ itemId: item.id, sound: item.sound ?? soundForFeedItem(item, before, traded) });
  }
  return { chosen, tradedTodayAfter: traded.toString() };
}
