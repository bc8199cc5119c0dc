import { formatWholeTonnes } from '@cgx/domain/format';
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTodayMetrics } from '../api/market-data-queries';
import { COUNTERS, type CounterKind } from '../counter-links';

const METRIC = { offered: 'offeredToday', wanted: 'wantedToday', traded: 'tradedToday' } as const;

interface TodayFigureProps {
  kind: CounterKind;
  /** Overrides the counter's caption (the sounds page says 'Traded Today'). */
  caption?: string;
  refetchInterval?: number;
  /** Beside the figure: a button, a toggle. */
  children?: ReactNode;
}

/** One of today's counters on its own, large, with a placeholder while it loads. */
export function TodayFigure({ kind, caption, refetchInterval, children }: TodayFigureProps) {
  const today = useTodayMetrics({ refetchInterval });
  const label = caption ?? COUNTERS.find((counter) => counter.kind === kind)?.caption ?? '';
  return (
    <Paper p="lg" radius="md" shadow="xs">
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={2}>
          <Text fz="sm" tt="uppercase" fw={600} c="dimmed" style={{ letterSpacing: '0.04em' }}>
            {label}
          </Text>
          {today.data ? (
            <Text fz={36} fw={800} c="forest.8" lh={1.1} data-testid={`figure-${kind}`}>
              {formatWholeTonnes(today.data[METRIC[kind]])} t
            </Text>
          ) : today.isError ? (
            <Text fz={36} fw={800} c="dimmed" lh={1.1}>
              —
            </Text>
          ) : (
            <Skeleton height={40} width={160} radius="sm" role="status" aria-label="Loading" />
          )}
        </Stack>
        {children}
      </Group>
    </Paper>
  );
}
