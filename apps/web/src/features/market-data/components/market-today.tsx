import { Badge, Group, Stack, Title } from '@mantine/core';
import { MarketOverview } from './market-overview';

/** The home page's 'today' block: heading, counters with their buttons, totals. */
export function MarketToday({ signedIn, headingOrder = 2 }: { signedIn: boolean; headingOrder?: 1 | 2 }) {
  return (
    <Stack gap="md" component="section" aria-label="Today on the market">
      <Group gap="sm" align="center">
        <Title order={headingOrder}>Today on the market</Title>
        <Badge color="red" variant="dot" size="lg" title="Updates as orders and trades happen">
          Live
        </Badge>
      </Group>
      <MarketOverview signedIn={signedIn} />
    </Stack>
  );
}
