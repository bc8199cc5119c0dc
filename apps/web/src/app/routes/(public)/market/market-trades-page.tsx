import { Stack } from '@mantine/core';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { FEED_PAGE_LIMIT } from '../../../../features/market-data/api/market-data-queries';
import { MarketFeed } from '../../../../features/market-data/components/market-feed';
import { TodayFigure } from '../../../../features/market-data/components/today-figure';

export function MarketTradesPage() {
  usePageTitle('Market Trades');
  return (
    <Stack gap="lg">
      <TodayFigure kind="traded" />
      <MarketFeed heading="Latest trades" feedType="TRADE" limit={FEED_PAGE_LIMIT} emptyText="No trades yet." />
    </Stack>
  );
}
