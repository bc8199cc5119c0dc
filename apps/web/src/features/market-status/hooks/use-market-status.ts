import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useChannel } from '../../../lib/cable/use-channel';
import { fetchMarketStatus, MARKET_STATUS_QUERY_KEY } from '../api/market-status-api';
import { isMarketStatusMessage, shouldRecheckOnVisible } from '../ticker';
import { useVisibleAfterAbsence } from './use-visible-after';

/**
 * Market status, live: fetched once, then replaced by every MarketChannel push; checked again after
 * each socket (re)connection (pushes sent while disconnected are lost) and when the tab comes back
 * after more than 4 hours hidden (spec 000 §4).
 */
export function useMarketStatus() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: MARKET_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => fetchMarketStatus(signal),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  const recheck = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: MARKET_STATUS_QUERY_KEY }, { cancelRefetch: false }),
    [queryClient],
  );

  useChannel('MarketChannel', {
    onMessage: (message) => {
      if (isMarketStatusMessage(message)) queryClient.setQueryData(MARKET_STATUS_QUERY_KEY, message);
    },
    onConnected: recheck,
  });
  useVisibleAfterAbsence(shouldRecheckOnVisible, recheck);

  return query;
}
