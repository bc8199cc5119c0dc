import { formatWholeTonnes } from '@cgx/domain/format';
import type { StatisticsPeriod } from '@cgx/domain/market-data.schemas';
import { Group, Paper, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTradingStatistics } from '../api/market-data-queries';
import { CHART_PERIODS, CHART_RANGE_TEXT, DEFAULT_CHART_PERIOD, formatChartDate } from './chart-dates';
import { TradingChartSvg } from './trading-chart-svg';

/**
 * spec 000 §2.5 and §4: tonnes traded (bars) and buyers (line) by Daily, Weekly or Monthly, Weekly
 * first. Each period is fetched when first chosen and then reused from the query cache.
 */
export function TradingChart({ headingOrder = 2 }: { headingOrder?: 2 | 3 }) {
  const [period, setPeriod] = useState<StatisticsPeriod>(DEFAULT_CHART_PERIOD);
  const statistics = useTradingStatistics(period);
  // The query's answer renders synchronously (react-query updates through useSyncExternalStore); the
  // chart, hundreds of SVG elements, renders from this deferred copy in a transition instead, which
  // React splits into short tasks. Period and data travel together so the labels always fit the bars.
  const latest = useMemo(() => ({ period, data: statistics.data }), [period, statistics.data]);
  const shown = useDeferredValue(latest);
  const buckets = useMemo(
    () => shown.data?.statistics.map((bucket) => ({ date: bucket.date, tonnes: Number(bucket.tonnesTraded), buyers: bucket.buyers })),
    [shown.data],
  );
  const tonnesText = useMemo(() => shown.data?.statistics.map((bucket) => formatWholeTonnes(bucket.tonnesTraded)), [shown.data]);
  const formatDate = useCallback((date: string) => formatChartDate(date, shown.period), [shown.period]);
  const { ref, width } = useElementSize();
  const headingId = useId();

  return (
    <Paper p={{ base: 'sm', sm: 'lg' }} radius="md" shadow="xs" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={headingOrder} id={headingId} fz={{ base: 'lg', sm: 'xl' }}>
            Trading activity
          </Title>
          <SegmentedControl
            aria-label="Chart period"
            value={period}
            onChange={(value) => setPeriod(value as StatisticsPeriod)}
            data={[...CHART_PERIODS]}
            size="xs"
          />
        </Group>
        <Group gap="lg" fz="sm" c="dimmed">
          <Group gap={6}>
            <span
              aria-hidden
              style={{ width: 12, height: 12, background: 'var(--mantine-color-forest-6)', display: 'inline-block', borderRadius: 2 }}
            />
            Tonnes traded
          </Group>
          <Group gap={6}>
            <span
              aria-hidden
              style={{ width: 16, height: 3, background: 'var(--mantine-color-wheat-6)', display: 'inline-block', borderRadius: 2 }}
            />
            Number of buyers
          </Group>
          {shown.data && (
            <Text fz="sm" c="dimmed" data-testid="chart-total">
              {formatWholeTonnes(shown.data.totalTraded)} t traded over {CHART_RANGE_TEXT[shown.period]}
            </Text>
          )}
        </Group>
        <div ref={ref} data-testid="trading-chart" data-period={shown.period}>
          {buckets && tonnesText ? (
            <TradingChartSvg period={shown.period} width={width || 720} buckets={buckets} tonnesText={tonnesText} formatDate={formatDate} />
          ) : statistics.isError ? (
            <Text c="dimmed">The chart could not be loaded. It will try again shortly.</Text>
          ) : (
            <Skeleton height={260} radius="md" role="status" aria-label="Loading" />
          )}
        </div>
      </Stack>
    </Paper>
  );
}
