import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { useMarketBids } from '../../../../features/market-data/api/market-data-queries';
import { MarketFeedTable } from '../../../../features/market-data/components/market-feed-table';
import { TodayFigure } from '../../../../features/market-data/components/today-figure';

/** spec 000 §2.1 /market/bids: the firm bids standing now, one row per location, anonymous. */
export function MarketBidsPage() {
  usePageTitle('Market Bids');
  const bids = useMarketBids();
  const rows = bids.data?.map((bid) => ({ ...bid, feedType: 'BID' as const }));
  return (
    <Stack gap="lg">
      <TodayFigure kind="wanted" />
      <Stack gap="sm" component="section" aria-label="Firm bids">
        <Title order={2}>Firm bids</Title>
        <Text c="dimmed" fz="sm">
          Buyers&rsquo; firm bids standing now, newest first. A bid for a port zone is priced at port; an offer that meets a bid trades
          automatically.
        </Text>
        <MarketFeedTable
          items={rows}
          loading={bids.isPending}
          error={bids.isError && !bids.data}
          label="Firm bids"
          emptyText="No firm bids stand in the market right now."
        />
      </Stack>
    </Stack>
  );
}
