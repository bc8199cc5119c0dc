import { Container, Stack, Text, Title } from '@mantine/core';
import { MarketFeed } from '../../../../features/market-data/components/market-feed';
import { MarketOverview } from '../../../../features/market-data/components/market-overview';
import { TradingChart } from '../../../../features/market-data/chart/trading-chart';
import { useLiveMarketData } from '../../../../features/market-data/hooks/use-live-market-data';
import { useSignedIn } from './use-signed-in';

/** spec 000 §2.1: the static site's home, a 'Market Activity' overview of the live market. */
export function MarketActivity() {
  const signedIn = useSignedIn();
  useLiveMarketData();
  return (
    <Container size="xl" py={{ base: 32, sm: 56 }}>
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1}>Market Activity</Title>
          <Text c="dimmed">Today&rsquo;s offers, bids and trades on the exchange, updated as they happen.</Text>
        </Stack>
        <MarketOverview signedIn={signedIn} />
        <TradingChart />
        <MarketFeed seeMore />
      </Stack>
    </Container>
  );
}
