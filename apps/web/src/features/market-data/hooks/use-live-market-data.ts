import type { TMarketFeedItem } from '@cgx/domain/market-data.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useChannel } from '../../../lib/cable/use-channel';
import { refreshMarketData } from '../api/market-data-queries';

/** A MarketFeedChannel message is a feed item (docs/api.md); anything else is ignored. */
export function isFeedItem(message: unknown): message is TMarketFeedItem {
  return (
    typeof message === 'object' &&
    message !== null &&
    'id' in message &&
    typeof message.id === 'number' &&
    'feedType' in message &&
    (message.feedType === 'OFFER' || message.feedType === 'TRADE')
  );
}

/**
 * Keeps the market data on screen live: every MarketFeedChannel message, and every (re)connection
 * (messages sent while disconnected are lost), refetches the feeds, counters and loaded chart periods.
 */
export function useLiveMarketData(onFeedItem?: (item: TMarketFeedItem) => void): void {
  const queryClient = useQueryClient();
  useChannel('MarketFeedChannel', {
    onMessage: (message) => {
      if (isFeedItem(message)) onFeedItem?.(message);
      refreshMarketData(queryClient);
    },
    onConnected: () => refreshMarketData(queryClient),
  });
}
