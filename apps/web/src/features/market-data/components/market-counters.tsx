import { formatWholeTonnes } from '@cgx/domain/format';
import type { TTodayMetrics } from '@cgx/domain/market-data.schemas';
import { Button, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTodayMetrics } from '../api/market-data-queries';
import { COUNTERS, type CounterKind, counterLink } from '../counter-links';

const METRIC: Record<CounterKind, keyof TTodayMetrics> = {
  offered: 'offeredToday',
  wanted: 'wantedToday',
  traded: 'tradedToday',
};

interface MarketCountersProps {
  /** Show the 'View Offers / Bids / Trades' buttons (the market overview and the home page). */
  withButtons?: boolean;
  signedIn: boolean;
  refetchInterval?: number;
}

/** Today's three counters, in tonnes; a placeholder while they load (spec 000 §4). */
export function MarketCounters({ withButtons = true, signedIn, refetchInterval }: MarketCountersProps) {
  const today = useTodayMetrics({ refetchInterval });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      {COUNTERS.map((counter) => (
        <Paper key={counter.kind} p={{ base: 'md', sm: 'lg' }} radius="md" shadow="xs" data-counter={counter.kind}>
          <Stack gap={6} align="center" ta="center">
            {today.data ? (
              <Text fz={{ base: 30, sm: 34 }} fw={800} c="forest.8" lh={1.1} data-testid={`counter-${counter.kind}`}>
                {formatWholeTonnes(today.data[METRIC[counter.kind]])} t
              </Text>
            ) : today.isError ? (
              <Text fz={30} fw={800} c="dimmed" lh={1.1} aria-label="Not available">
                —
              </Text>
            ) : (
              <Skeleton height={38} width={140} radius="sm" role="status" aria-label="Loading" data-testid="counter-loading" />
            )}
            <Text fz="sm" tt="uppercase" fw={600} c="dimmed" style={{ letterSpacing: '0.04em' }}>
              {counter.caption}
            </Text>
            {withButtons && (
              <Button component={Link} to={counterLink(counter, signedIn)} variant="light" size="sm" mt={4}>
                {counter.buttonLabel}
              </Button>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
