import type { TMarketFeedItem } from '@cgx/domain/market-data.schemas';
import { Badge, Box, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type MarketRowType,
  feedGrade,
  feedLocation,
  feedPrice,
  feedPricingPoint,
  feedQuantity,
  feedTypeLabel,
  timeAgo,
} from '../format/feed-format';
import { useNow } from '../hooks/use-now';
import classes from './market-feed-table.module.css';

/** What a row shows: a feed item has all of it; a standing bid is typed 'BID'. */
export type MarketRow = Omit<TMarketFeedItem, 'feedType' | 'sound' | 'updatedAt'> & { feedType: MarketRowType };

interface MarketFeedTableProps {
  items: readonly MarketRow[] | undefined;
  loading: boolean;
  error: boolean;
  /** Accessible name of the table and the list. */
  label: string;
  emptyText?: string;
  /** A signed-in member's action on a row (the market bids page: Sell), in a last column headed `actionLabel`. */
  action?: { label: string; render: (item: MarketRow) => ReactNode };
}

// Plain theme colours: Mantine's light variant paints a colour with a shade (wheat.8) solid, under its light text.
const BADGE_COLOURS: Record<MarketRowType, string> = { TRADE: 'forest', OFFER: 'wheat', BID: 'blue' };

const TypeBadge = ({ feedType }: { feedType: MarketRowType }) => (
  // Never squeezed to "TR…" beside a long grade on a phone.
  <Badge variant="light" color={BADGE_COLOURS[feedType]} radius="sm" style={{ flexShrink: 0 }}>
    {feedTypeLabel(feedType)}
  </Badge>
);

/**
 * spec 000 §2.5 'Market Data': the feed as a table on wide screens and a compact list on small ones
 * (both rendered; CSS shows one, so the switch costs no re-render on resize).
 */
export function MarketFeedTable({
  items,
  loading,
  error,
  label,
  emptyText = 'Nothing on the market yet today.',
  action,
}: MarketFeedTableProps) {
  const now = useNow();
  if (loading) return <Skeleton height={220} radius="md" role="status" aria-label="Loading" />;
  if (error) return <Text c="dimmed">The market data could not be loaded. It will try again shortly.</Text>;
  if (!items || items.length === 0) return <Text c="dimmed">{emptyText}</Text>;

  return (
    <>
      <Box className={classes.wide}>
        <div className={classes.scroll}>
          <table className={classes.table} aria-label={label} data-testid="market-feed-table">
            <thead>
              <tr>
                <th>Type</th>
                <th>Grade</th>
                <th>Location</th>
                <th>Pricing Point</th>
                <th>Port Zone</th>
                <th>Season</th>
                <th>Delivery</th>
                <th className={classes.right}>Quantity</th>
                <th className={classes.right}>Price (Port)</th>
                <th className={classes.right}>When</th>
                {action && <th>{action.label}</th>}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-feed-id={item.id}>
                  <td>
                    <TypeBadge feedType={item.feedType} />
                  </td>
                  <td>{feedGrade(item)}</td>
                  <td>{feedLocation(item)}</td>
                  <td>{feedPricingPoint(item)}</td>
                  <td>{item.portName ?? '—'}</td>
                  <td>{item.seasonName}</td>
                  <td>{item.deliveryPeriodName}</td>
                  <td className={`${classes.right} ${classes.nowrap}`}>{feedQuantity(item)}</td>
                  <td className={`${classes.right} ${classes.nowrap}`}>{feedPrice(item)}</td>
                  <td className={`${classes.right} ${classes.nowrap} ${classes.dimmed}`}>
                    <time dateTime={item.createdAt}>{timeAgo(item.createdAt, now)}</time>
                  </td>
                  {action && <td>{action.render(item)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Box>
      <Stack component="ul" gap="xs" className={classes.compact} aria-label={label} data-testid="market-feed-list">
        {items.map((item) => (
          <Paper component="li" key={item.id} p="sm" radius="md" className={classes.compactItem} data-feed-id={item.id}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <TypeBadge feedType={item.feedType} />
                <Text fw={700} fz="sm" truncate>
                  {feedGrade(item)}
                </Text>
              </Group>
              <Text fz="xs" c="dimmed" className={classes.nowrap}>
                <time dateTime={item.createdAt}>{timeAgo(item.createdAt, now)}</time>
              </Text>
            </Group>
            <Text fz="sm">{feedLocation(item)}</Text>
            <Text fz="xs" c="dimmed">
              {[feedPricingPoint(item), item.portName ? `Port ${item.portName}` : null, item.seasonName, item.deliveryPeriodName]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Group justify="space-between" mt={4}>
              <Text fz="sm" fw={600}>
                {feedQuantity(item)}
              </Text>
              <Text fz="sm" fw={600} aria-label={`Price (Port) ${feedPrice(item)}`}>
                {feedPrice(item)}
              </Text>
            </Group>
            {action && <Group justify="flex-end">{action.render(item)}</Group>}
          </Paper>
        ))}
      </Stack>
    </>
  );
}
