import { formatMoney, formatTonnes } from '@cgx/domain/format';
import type { TMarketFeedItem } from '@cgx/domain/market-data.schemas';

/** A row of a market table: a feed item, or a standing bid (the /market/bids view). */
export type MarketRowType = TMarketFeedItem['feedType'] | 'BID';

const TYPE_LABELS: Record<MarketRowType, string> = { TRADE: 'Trade', OFFER: 'Offer', BID: 'Bid' };

/** The feed's 'type' column. */
export const feedTypeLabel = (feedType: MarketRowType): string => TYPE_LABELS[feedType];

/** 'Barley BAR1'-style grade: the grade name, led by the commodity when the grade does not name it. */
export function feedGrade(item: Pick<TMarketFeedItem, 'commodityName' | 'gradeName'>): string {
  if (!item.gradeName) return item.commodityName;
  return item.gradeName.toLowerCase().includes(item.commodityName.toLowerCase())
    ? item.gradeName
    : `${item.commodityName} ${item.gradeName}`;
}

/** 'Dooen (GrainCorp), VIC'; a town for igrainX farm grain; '—' when the feed names no place. */
export function feedLocation(item: Pick<TMarketFeedItem, 'siteName' | 'storageProviderNickname' | 'state'>): string {
  const place = [item.siteName, item.storageProviderNickname ? `(${item.storageProviderNickname})` : null].filter(Boolean).join(' ');
  const text = [place, item.state].filter(Boolean).join(', ');
  return text || '—';
}

/** cgx warehouse grain has no pricing point: it is priced at the storage site. */
export const feedPricingPoint = (item: Pick<TMarketFeedItem, 'pricingPoint' | 'marketType'>): string =>
  item.pricingPoint ?? (item.marketType === 'cgx' ? 'Warehouse' : '—');

export const feedQuantity = (item: Pick<TMarketFeedItem, 'quantity'>): string => `${formatTonnes(item.quantity)} t`;

/** spec 000 §2.5 'Price (Port)': the price at the location with the port equivalent in brackets. */
export function feedPrice(item: Pick<TMarketFeedItem, 'price' | 'portEquiv'>): string {
  const price = formatMoney(item.price);
  return item.portEquiv ? `${price} (${formatMoney(item.portEquiv)})` : price;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/** The feed's time-ago column: 'just now', '5 mins ago', '2 hours ago', '3 days ago'. */
export function timeAgo(iso: string, now: number): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '—';
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'min');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  return plural(Math.floor(elapsed / DAY), 'day');
}
