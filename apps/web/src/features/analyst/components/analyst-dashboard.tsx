import { formatMoney, formatTonnes } from '@cgx/domain/format';
import { formatDay } from '@cgx/domain/format';
import { Alert, Badge, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { useAnalystFeed, useAnalystToday, useAnalystTotals, useAnalystWeekly } from '../api/analyst-api';

const WEEKS_SHOWN = 12;

/** What an analyst reads: today's and all-time figures, the last twelve weeks, and the latest market activity. */
export function AnalystDashboard() {
  return (
    <Stack gap="lg">
      <Figures />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <WeeklyStatistics />
        <LatestActivity />
      </SimpleGrid>
    </Stack>
  );
}

function Figure({ label, value, unit }: { label: string; value: string | undefined; unit: string }) {
  return (
    <Paper p="md" radius="md" withBorder>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      {value === undefined ? (
        <Skeleton h={28} mt={6} />
      ) : (
        <Text fz={24} fw={700}>
          {value}{' '}
          <Text span size="sm" c="dimmed">
            {unit}
          </Text>
        </Text>
      )}
    </Paper>
  );
}

function Figures() {
  const today = useAnalystToday();
  const totals = useAnalystTotals();
  if (today.isError || totals.isError) return <Alert color="red">The market figures could not be loaded.</Alert>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
      <Figure label="Offered by sellers" value={today.data && formatTonnes(today.data.offeredToday)} unit="mt" />
      <Figure label="Wanted by buyers" value={today.data && formatTonnes(today.data.wantedToday)} unit="mt" />
      <Figure label="Traded today" value={today.data && formatTonnes(today.data.tradedToday)} unit="mt" />
      <Figure label="Traded all time" value={totals.data && formatTonnes(totals.data.totalTraded)} unit="mt" />
      <Figure label="Securely settled" value={totals.data && `$${totals.data.billionsSettled}`} unit="billion" />
    </SimpleGrid>
  );
}

function WeeklyStatistics() {
  const weekly = useAnalystWeekly();
  const weeks = weekly.data?.statistics.slice(-WEEKS_SHOWN).reverse() ?? [];
  return (
    <Paper p="md" radius="md" withBorder>
      <Title order={2} size="h4" mb="sm">
        Trading by week
      </Title>
      {weekly.isError && <Alert color="red">The statistics could not be loaded.</Alert>}
      {weekly.isPending ? (
        <Skeleton h={200} />
      ) : (
        <Table striped verticalSpacing={4} aria-label="Trading by week">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Week of</Table.Th>
              <Table.Th ta="right">Tonnes traded</Table.Th>
              <Table.Th ta="right">Buyers</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {weeks.map((week) => (
              <Table.Tr key={week.date}>
                <Table.Td>{formatDay(week.date)}</Table.Td>
                <Table.Td ta="right">{formatTonnes(week.tonnesTraded)}</Table.Td>
                <Table.Td ta="right">{week.buyers}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {weekly.data && (
        <Text size="sm" c="dimmed" mt="xs">
          {formatTonnes(weekly.data.totalTraded)} mt traded over the last 12 months.
        </Text>
      )}
    </Paper>
  );
}

function LatestActivity() {
  const feed = useAnalystFeed();
  return (
    <Paper p="md" radius="md" withBorder>
      <Title order={2} size="h4" mb="sm">
        Latest market activity
      </Title>
      {feed.isError && <Alert color="red">The market feed could not be loaded.</Alert>}
      {feed.isPending ? (
        <Skeleton h={200} />
      ) : feed.data && feed.data.length === 0 ? (
        <Text c="dimmed">No offers or trades yet.</Text>
      ) : (
        // Six columns do not fit a phone: the table scrolls inside its card, not the page sideways.
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} aria-label="Latest market activity">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th>Grain</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th>When</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {feed.data?.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Badge variant="light" color={item.feedType === 'TRADE' ? 'forest' : 'wheat'} maw="none">
                      {item.feedType === 'TRADE' ? 'Trade' : 'Offer'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {item.commodityName} {item.gradeName ?? ''}
                  </Table.Td>
                  <Table.Td>{[item.siteName, item.state].filter(Boolean).join(', ')}</Table.Td>
                  <Table.Td ta="right">{formatTonnes(item.quantity)} mt</Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(item.price)}
                    {item.portEquiv ? ` (${formatMoney(item.portEquiv)})` : ''}
                  </Table.Td>
                  <Table.Td>{formatDateTime(item.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
