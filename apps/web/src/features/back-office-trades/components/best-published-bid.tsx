import { formatSydneyDay } from '@cgx/domain/calendar';
import { formatMoney } from '@cgx/domain/format';
import { type TBestBidKey, bestBidKeyText } from '@cgx/domain/back-office-trades.schemas';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { bestPublishedBidsQueryKey, getBestPublishedBids } from '../api/back-office-trades-api';

/** The best bid published for the trade's season, storage provider, site and grade (spec 002 §7), to compare its price with. */
export function BestPublishedBid({ lookup }: { lookup: TBestBidKey }) {
  const key = bestBidKeyText(lookup);
  const answer = useQuery({
    queryKey: bestPublishedBidsQueryKey(key),
    queryFn: ({ signal }) => getBestPublishedBids([lookup], signal),
    staleTime: 60_000,
  });
  if (answer.isPending) return <Text size="sm">Looking up…</Text>;
  if (answer.isError) return <Text size="sm">Could not be looked up</Text>;
  const bid = answer.data.bids[key];
  if (!bid) return <Text size="sm">None published</Text>;
  return (
    <Text size="sm">
      {formatMoney(bid.price)}/mt ({bid.source}, {formatSydneyDay(bid.publishedAt)})
    </Text>
  );
}
