import { formatTonnes } from '@cgx/domain/format';
import type { TBidGroupView } from '@cgx/domain/orders.schemas';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';

export const BID_FORM_PATH = { cgx: '/portal/buy-grain/bid', igrainx: '/portal/buy-grain/igrain-bid' } as const;

/**
 * A bid's actions in the buy-grain lists (spec 001 §2, §4, §6): an active bid is edited (where it
 * can also be cancelled, after confirmation) or cancelled here; a lapsed bid is bid again (route
 * state reBid, back to the lapsed list), once: then it says so (decision 0206). Other ended bids
 * (cancelled, filled) have none.
 */
export function BidActions({ bid, onCancel }: { bid: TBidGroupView; onCancel: (bid: TBidGroupView) => void }) {
  const what = `${bid.commodity.name} bid of ${formatTonnes(bid.quantity)} mt`;
  if (bid.status === 'active') {
    return (
      <>
        <Button
          component={Link}
          to={`${BID_FORM_PATH[bid.market]}/${bid.id}`}
          size="compact-sm"
          variant="light"
          aria-label={`Edit ${what}`}
        >
          Edit
        </Button>
        <Button size="compact-sm" variant="subtle" color="red" onClick={() => onCancel(bid)} aria-label={`Cancel ${what}`}>
          Cancel
        </Button>
      </>
    );
  }
  if (bid.status !== 'lapsed') return null;
  if (bid.rebidAs !== null) {
    return (
      <Text span size="sm" c="dimmed">
        Rebid placed
      </Text>
    );
  }
  return (
    <Button
      component={Link}
      to={`${BID_FORM_PATH[bid.market]}/${bid.id}?origin=lapsed`}
      state={{ reBid: true }}
      size="compact-sm"
      variant="light"
      aria-label={`Rebid ${what}`}
    >
      Rebid
    </Button>
  );
}
