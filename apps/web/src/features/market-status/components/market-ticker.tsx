import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { DisclosurePanel } from '../../../components/ui/disclosure-panel';
import { useMarketStatus } from '../hooks/use-market-status';
import { tickerView } from '../ticker';

/** spec 000 §2.4: the market-status ticker of the public and portal headers. */
export function MarketTicker() {
  const { data } = useMarketStatus();
  if (!data) return null;
  const view = tickerView(data, new Date());
  const summary = view.entries.map((entry) => entry.text).join(', ');

  return (
    <DisclosurePanel
      align="center"
      width={300}
      trigger={(props) => (
        <UnstyledButton {...props} aria-label={`Market status: ${summary}. Show market hours`} data-testid="market-ticker">
          <Group gap={6} wrap="nowrap">
            {view.entries.map((entry) => (
              <Badge
                key={entry.key}
                color={entry.status === 'open' ? 'forest' : 'red'}
                variant="light"
                size="lg"
                radius="sm"
                leftSection={<Dot open={entry.status === 'open'} />}
              >
                {entry.text}
              </Badge>
            ))}
          </Group>
        </UnstyledButton>
      )}
    >
      <Stack gap="sm">
        {view.hours.length === 0 && <Text size="sm">No scheduled windows: the market follows the exchange's settings.</Text>}
        {view.hours.map((hours) => (
          <Stack key={hours.key} gap={2}>
            <Group gap={6}>
              <IconClock size={16} aria-hidden />
              <Text size="sm" fw={700}>
                {hours.label} (Sydney time)
              </Text>
            </Group>
            <Text size="sm">{hours.hours}</Text>
            <Text size="xs" c="dimmed">
              {hours.windowsMean === 'closed'
                ? 'The market closes for processing in these windows and is open the rest of the day.'
                : 'The market is open in these windows only.'}
            </Text>
          </Stack>
        ))}
      </Stack>
    </DisclosurePanel>
  );
}

function Dot({ open }: { open: boolean }) {
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: 8,
        height: 8,
        borderRadius: '50%',
        background: open ? 'var(--mantine-color-forest-6)' : 'var(--mantine-color-red-6)',
      }}
    />
  );
}
