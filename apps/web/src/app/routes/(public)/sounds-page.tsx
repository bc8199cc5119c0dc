import { SOUNDS_POLL_MS } from '@cgx/domain/constants';
import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { useMarketFeed, useTodayMetrics } from '../../../features/market-data/api/market-data-queries';
import { COUNTERS, counterLink } from '../../../features/market-data/counter-links';
import { MarketFeedTable } from '../../../features/market-data/components/market-feed-table';
import { TodayFigure } from '../../../features/market-data/components/today-figure';
import { useLiveMarketData } from '../../../features/market-data/hooks/use-live-market-data';
import { SoundLegend } from '../../../features/sounds/components/sound-legend';
import { SoundToggle } from '../../../features/sounds/components/sound-toggle';
import { useMarketSounds } from '../../../features/sounds/hooks/use-market-sounds';
import { useSignedIn } from './market/use-signed-in';

const VIEW_TRADES = COUNTERS.find((counter) => counter.kind === 'traded') ?? { marketPath: '/market/trades' };

/**
 * spec 000 §2.5 sounds page: 'Traded Today', 'View Trades', the 'Market Sounds On/Off' toggle and
 * the feed. Today's metrics and the feed are polled every 10 seconds (§7, §9) and also follow the
 * socket; each new feed item plays its sound (§9) while sounds are on.
 */
export function SoundsPage() {
  usePageTitle('Market Sounds');
  const signedIn = useSignedIn();
  const feed = useMarketFeed({ refetchInterval: SOUNDS_POLL_MS });
  const today = useTodayMetrics({ refetchInterval: SOUNDS_POLL_MS });
  const sounds = useMarketSounds({ feed: feed.data, tradedToday: today.data?.tradedToday });
  useLiveMarketData(sounds.observeItem);

  return (
    <Container size="xl" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg" data-testid="market-sounds" data-last-sound={sounds.lastSound ?? undefined} data-sounds-on={sounds.on}>
        <Stack gap={4}>
          <Title order={1}>Market Sounds</Title>
          <Text c="dimmed">Leave this page open and hear the market: every new offer and trade has its own sound.</Text>
        </Stack>
        <TodayFigure kind="traded" caption="Traded Today" refetchInterval={SOUNDS_POLL_MS}>
          <Button component={Link} to={counterLink(VIEW_TRADES, signedIn)} variant="light">
            View Trades
          </Button>
        </TodayFigure>
        <Paper p="lg" radius="md">
          <Group justify="space-between" align="flex-start" gap="lg">
            <Stack gap="xs">
              <SoundToggle on={sounds.on} onToggle={sounds.toggle} />
              <Text fz="sm" c="dimmed" maw={420}>
                Your browser plays sounds only after you turn them on here. The choice is remembered on this device.
              </Text>
            </Stack>
            <SoundLegend />
          </Group>
        </Paper>
        <Stack gap="sm" component="section" aria-label="Market Data">
          <Title order={2}>Market Data</Title>
          <MarketFeedTable items={feed.data} loading={feed.isPending} error={feed.isError && !feed.data} label="Market Data" />
        </Stack>
      </Stack>
    </Container>
  );
}
