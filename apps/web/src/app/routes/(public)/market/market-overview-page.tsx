import { Stack } from '@mantine/core';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { TradingChart } from '../../../../features/market-data/chart/trading-chart';
import { MarketOverview } from '../../../../features/market-data/components/market-overview';
import { useSignedIn } from './use-signed-in';

/** spec 000 §2.5: the counters with 'View Offers', 'View Bids', 'View Trades', the totals and the chart. */
export function MarketOverviewPage() {
  usePageTitle('Market Overview');
  const signedIn = useSignedIn();
  return (
    <Stack gap="xl">
      <MarketOverview signedIn={signedIn} />
      <TradingChart />
    </Stack>
  );
}
