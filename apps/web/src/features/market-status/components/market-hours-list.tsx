import type { TMarketStatusResponse } from '@cgx/domain/market-hours.schemas';
import { Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { tickerHours } from '../ticker-hours';

/** The market hours in the ticker's panel (spec 000 §2.4), loaded apart from the first page (market-ticker.tsx). */
export function MarketHoursList({ status }: { status: TMarketStatusResponse }) {
  const hoursList = tickerHours(status, new Date());
  return (
    <Stack gap="sm">
      {hoursList.length === 0 && <Text size="sm">No scheduled windows: the market follows the exchange's settings.</Text>}
      {hoursList.map((hours) => (
        <Stack key={hours.key} gap={2}>
          <Group gap={6}>
            <IconClock size={16} aria-hidden />
            <Text size="sm" fw={700}>
              {hours.label}
            </Text>
          </Group>
          {/* Said as a grower would: the windows of the default schedule are short breaks, not the opening hours. */}
          <Text size="sm">
            {hours.windowsMean === 'closed'
              ? `Open all day, except for short breaks while orders are processed: ${hours.hours} (Sydney time).`
              : `Open only ${hours.hours} (Sydney time).`}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
