import { Stack } from '@mantine/core';
import { MarketCounters } from './market-counters';
import { MarketTotals } from './market-totals';

/** Today's counters with their 'View ...' buttons (spec 000 §2.5), then the all-time totals. */
export function MarketOverview({ signedIn, refetchInterval }: { signedIn: boolean; refetchInterval?: number }) {
  return (
    <Stack gap="lg">
      <MarketCounters signedIn={signedIn} refetchInterval={refetchInterval} />
      <MarketTotals />
    </Stack>
  );
}
