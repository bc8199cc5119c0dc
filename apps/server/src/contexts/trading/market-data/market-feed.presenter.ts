import type { TMarketFeedItem } from '@cgx/domain/market-data.schemas';
import { MARKET_SOUNDS, type MarketSound } from '@cgx/domain/market-sounds';
import { money, tonnes } from '@cgx/domain/decimal';
import type { FeedItemRow } from './market-feed.repository.ts';

const isMarketSound = (sound: string | null): sound is MarketSound => (MARKET_SOUNDS as readonly (string | null)[]).includes(sound);

/** The public shape of a feed item, for the feed endpoint and MarketFeedChannel alike. */
export const presentFeedItem = (row: FeedItemRow): TMarketFeedItem => ({
  id: row.id,
  feedType: row.feedType,
  commodityName: row.commodityName,
  gradeName: row.gradeName,
  siteName: row.siteName,
  storageProviderNickname: row.storageProviderNickname,
  state: row.state,
  marketType: row.marketType,
  pricingPoint: row.pricingPoint,
  portName: row.portName,
  seasonName: row.seasonName,
  deliveryPeriodName: row.deliveryPeriodName,
  quantity: tonnes(row.quantity),
  price: money(row.price),
  portEquiv: row.portEquiv === null ? null : money(row.portEquiv),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  sound: isMarketSound(row.sound) ? row.sound : null,
});
