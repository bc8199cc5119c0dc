import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { type FeedFilter, useMarketFeed } from '../api/market-data-queries';
import { MarketFeedTable } from './market-feed-table';

interface MarketFeedProps {
  heading?: string;
  headingOrder?: 2 | 3;
  feedType?: FeedFilter;
  limit?: number;
  refetchInterval?: number;
  /** 'See more' to the trades page (spec 000 §2.5). */
  seeMore?: boolean;
  emptyText?: string;
}

/** The market feed with its heading, loaded from /api/market/feed. */
export function MarketFeed({
  heading = 'Market Data',
  headingOrder = 2,
  feedType,
  limit,
  refetchInterval,
  seeMore = false,
  emptyText,
}: MarketFeedProps) {
  const feed = useMarketFeed({ feedType, limit, refetchInterval });
  return (
    <Stack gap="sm" component="section" aria-label={heading}>
      <Group justify="space-between" align="baseline">
        <Title order={headingOrder}>{heading}</Title>
        {seeMore && (
          <Anchor component={Link} to="/market/trades" fw={600}>
            See more
          </Anchor>
        )}
      </Group>
      <MarketFeedTable
        items={feed.data}
        loading={feed.isPending}
        error={feed.isError && !feed.data}
        label={heading}
        emptyText={emptyText}
      />
    </Stack>
  );
}
