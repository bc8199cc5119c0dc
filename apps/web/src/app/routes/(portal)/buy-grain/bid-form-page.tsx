import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../../components/ui/centered-loader';
import { isApiError } from '../../../../lib/api-client';
import { bidQueryKey, getBid } from '../../../../features/bids/api/bids-api';
import { BidForm } from '../../../../features/bids/components/bid-form';
import { type BidFormMode, type BidRouteState, bidFormFromBid, bidFormFromState } from '../../../../features/bids/bid-form-values';
import { PortalPage } from '../layout/portal-page';

type Market = 'cgx' | 'igrainx';
const FORM_PATH: Record<Market, string> = { cgx: '/portal/buy-grain/bid', igrainx: '/portal/buy-grain/igrain-bid' };
const TITLE: Record<BidFormMode, string> = { create: 'Create Bid', edit: 'Edit Bid', rebid: 'Re-Bid' };

/** spec 001 §2 'origin': 'lapsed' returns to the lapsed-bids list, anything else to the buy-grain list. */
const returnPath = (origin: string | null) => (origin === 'lapsed' ? '/portal/buy-grain/lapsed-bids' : '/portal/buy-grain');

/**
 * buy-grain/bid/create, buy-grain/bid/:bidId and their igrain-bid twins (spec 001 §2): a new bid
 * (prefilled from the route state), or a saved one to edit, or to bid again when the route state
 * says reBid. A bid that is not there returns to the list (spec 001 §8).
 */
export function BidFormPage({ market }: { market: Market }) {
  const { bidId } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const state = (location.state ?? null) as BidRouteState | null;
  const returnTo = returnPath(search.get('origin'));
  const mode: BidFormMode = !bidId ? 'create' : state?.reBid ? 'rebid' : 'edit';
  const saved = useQuery({
    queryKey: bidQueryKey(bidId ?? ''),
    queryFn: ({ signal }) => getBid(bidId ?? '', signal),
    enabled: Boolean(bidId),
  });
  const reference = search.get('reference') && state ? bidFormFromState(market, state) : undefined;

  if (bidId && saved.isError && isApiError(saved.error) && saved.error.status === 404) return <Navigate to={returnTo} replace />;
  if (bidId && saved.data && saved.data.market !== market) {
    // A bid opens in its own market's form.
    return <Navigate to={`${FORM_PATH[saved.data.market]}/${bidId}${location.search}`} state={location.state} replace />;
  }
  const title = TITLE[mode];
  return (
    <PortalPage title={title}>
      {mode === 'rebid' && Boolean(saved.data?.rebidAs) ? (
        // A bid is placed again once (decision 0206): a second rebid would be refused after the password.
        <Alert color="yellow" role="alert" title="Already rebid">
          This bid has already been placed again.{' '}
          <Anchor component={Link} to={returnTo}>
            Back to the list
          </Anchor>
        </Alert>
      ) : bidId && !saved.data ? (
        saved.isError ? (
          <Alert color="red" role="alert">
            {saved.error.message}
          </Alert>
        ) : (
          <CenteredLoader />
        )
      ) : (
        <BidForm
          key={`${market}-${bidId ?? 'new'}-${mode}`}
          mode={mode}
          bidId={bidId}
          initial={saved.data ? bidFormFromBid(saved.data, mode) : bidFormFromState(market, state)}
          returnTo={returnTo}
          reference={reference}
        />
      )}
    </PortalPage>
  );
}
