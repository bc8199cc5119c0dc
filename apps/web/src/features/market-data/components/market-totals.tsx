import { formatMoney, formatWholeTonnes } from '@cgx/domain/format';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTotalMetrics } from '../api/market-data-queries';

/** The all-time totals under the counters (spec 000 §2.5): metric tonnes traded, billions securely settled. */
export function MarketTotals() {
  const total = useTotalMetrics();
  const figures = [
    { key: 'traded', caption: 'metric tonnes traded', value: total.data ? formatWholeTonnes(total.data.totalTraded) : null },
    { key: 'settled', caption: 'billions securely settled', value: total.data ? formatMoney(total.data.billionsSettled) : null },
  ];
  return (
    <SimpleGrid cols={2} spacing={{ base: 'sm', sm: 'xl' }} maw={560} mx="auto" w="100%">
      {figures.map((figure) => (
        <Paper key={figure.key} px={{ base: 'sm', sm: 'xl' }} py="md" radius="md" bg="forest.0" withBorder={false} data-total={figure.key}>
          <Stack gap={2} align="center" ta="center">
            {figure.value !== null ? (
              <Text fz={{ base: 22, sm: 26 }} fw={800} c="forest.9" lh={1.1}>
                {figure.value}
              </Text>
            ) : total.isError ? (
              <Text fz={26} fw={800} c="dimmed" lh={1.1}>
                —
              </Text>
            ) : (
              <Skeleton height={30} width={120} radius="sm" role="status" aria-label="Loading" />
            )}
            <Text fz="sm" c="dimmed">
              {figure.caption}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
