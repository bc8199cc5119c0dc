import { Stack } from '@mantine/core';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { FEED_PAGE_LIMIT } from '../../../../features/market-data/api/market-data-queries';
import { MarketFeed } from '../../../../features/market-data/components/market-feed';
import { TodayFigure } from '../../../../features/market-data/components/today-figure';

export function MarketOffersPage() {
  usePageTitle('Market Offers');
  return (
    <Stack gap="lg">
      <TodayFigure kind="offered" />
      <MarketFeed heading="Latest offers" feedType="OFFER" limit={FEED_PAGE_LIMIT} emptyText="No offers yet." />
    </Stack>
  );
}
