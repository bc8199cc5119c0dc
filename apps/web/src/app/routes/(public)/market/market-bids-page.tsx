import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { useMarketBids } from '../../../../features/market-data/api/market-data-queries';
import { type MarketRow, MarketFeedTable } from '../../../../features/market-data/components/market-feed-table';
import { TodayFigure } from '../../../../features/market-data/components/today-figure';
import { feedGrade, feedLocation, feedPrice } from '../../../../features/market-data/format/feed-format';
import { sellToBidPath } from '../../../../features/offers/sell-to-bid-path';
import { useSession } from '../../../../session/session-context';

/**
 * spec 000 §2.1 /market/bids: the firm bids standing now, one row per location, anonymous. A
 * signed-in seller can sell to a bid from its row (spec 001 §7 'create from a bid').
 */
export function MarketBidsPage() {
  usePageTitle('Market Bids');
  const bids = useMarketBids();
  const role = useSession().session?.user.role;
  const rows = bids.data?.map((bid) => ({ ...bid, feedType: 'BID' as const }));
  const sell = role
    ? {
        label: 'Sell',
        render: (row: MarketRow) => {
          const to = sellToBidPath(role, row);
          return to ? (
            <Button
              component={Link}
              to={to}
              size="compact-sm"
              variant="light"
              aria-label={`Sell to this bid: ${feedGrade(row)}, ${feedLocation(row)}, ${feedPrice(row)}`}
            >
              Sell
            </Button>
          ) : null;
        },
      }
    : undefined;
  return (
    <Stack gap="lg">
      <TodayFigure kind="wanted" />
      <Stack gap="sm" component="section" aria-label="Firm bids">
        <Title order={2}>Firm bids</Title>
        <Text c="dimmed" fz="sm">
          Buyers&rsquo; firm bids standing now, newest first. A bid for a port zone is priced at port; an offer that meets a bid trades
          automatically.
        </Text>
        <MarketFeedTable
          items={rows}
          loading={bids.isPending}
          error={bids.isError && !bids.data}
          label="Firm bids"
          emptyText="No firm bids stand in the market right now."
          action={sell}
        />
      </Stack>
    </Stack>
  );
}
