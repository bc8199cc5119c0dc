import type { THolding } from '@cgx/domain/holdings.schemas';
import type { TPage } from '@cgx/domain/lists.schemas';
import { Alert, Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { api, isApiError } from '../../../lib/api-client';
import { farmGrainQueryKey, getFarmGrain } from '../../../features/farm-grain/api/farm-grain-api';
import { HOLDINGS_QUERY_KEY } from '../../../features/holdings/api/holdings-api';
import { bidToSellToQueryKey, getBidToSellTo, getOffer, offerQueryKey } from '../../../features/offers/api/offers-api';
import { offerFormForBid } from '../../../features/offers/offer-from-bid';
import { OFFER_ACTION, OfferForm } from '../../../features/offers/components/offer-form';
import {
  emptyOfferForm,
  type OfferFormMode,
  type OfferFormValues,
  offerFormFromFarmGrain,
  offerFormFromHolding,
  offerFormFromOffer,
} from '../../../features/offers/offer-form-values';
import { PortalPage } from './layout/portal-page';

type Market = 'cgx' | 'igrainx';

/** The lists an offer form returns to (spec 001 §2 'origin'): the section's offers or grain, or its lapsed offers. */
export type OfferLists = { active: string; lapsed: string };

/** What another screen hands the form (a client's grain page: the client an agent offers for). */
export type OfferRouteState = { client?: { id: number; name: string }; grainId?: string; reOffer?: boolean } | null;

type Props = {
  market: Market;
  lists: OfferLists;
  /** A lapsed offer's route (lapsed-offers/:offerId): the saved offer is offered again. */
  reoffer?: boolean;
};

const notFound = (error: unknown) => isApiError(error) && error.status === 404;
const text = (id: number | null) => (id === null ? '' : String(id));

/**
 * Every offer form route of spec 001 §2: a new offer on the grain the route names (`:grainId`: a
 * holding for cgx, grain on farm for igrainX) or on grain chosen in the form (offer/create, an
 * agent's client offers); a saved offer (`:offerId`) to edit or, on a lapsed route, to offer
 * again. An offer or grain that is not there returns to the list (spec 001 §8). With `?bid=` (a bid
 * line of the market bids page) the offer is made to meet that bid (spec 001 §7 'create from a
 * bid'): its terms fill the form and the grain is chosen among what fits it; a bid that no longer
 * stands, or is of the other market, returns to the list.
 */
export function OfferFormPage({ market, lists, reoffer = false }: Props) {
  const params = useParams();
  const [search] = useSearchParams();
  const state = (useLocation().state ?? null) as OfferRouteState;
  const offerId = params.offerId;
  // A client's grain page names the grain in the route state (an agent's create routes have no :grainId).
  const grainId = params.grainId ?? (state?.grainId && /^\d+$/.test(state.grainId) ? state.grainId : undefined);
  const returnTo = search.get('origin') === 'lapsed' || (reoffer && search.get('origin') !== 'active') ? lists.lapsed : lists.active;
  const mode: OfferFormMode = !offerId ? 'create' : reoffer || state?.reOffer ? 'reoffer' : 'edit';
  const bidLineId = !offerId && !grainId && /^\d+$/.test(search.get('bid') ?? '') ? (search.get('bid') ?? '') : undefined;

  const saved = useQuery({
    queryKey: offerQueryKey(offerId ?? ''),
    queryFn: ({ signal }) => getOffer(offerId ?? '', signal),
    enabled: Boolean(offerId),
  });
  // The grain a new offer draws on (the route names it), or a saved offer's: its available tonnes
  // bound the quantity before the password step (issue 24), as they do for a new offer.
  const offer = saved.data;
  const grain = offerId
    ? offer && {
        market: offer.market,
        id: text(offer.market === 'cgx' ? offer.holdingId : offer.farmGrainId),
        owner: offer.organisationId,
      }
    : grainId && { market, id: grainId, owner: state?.client?.id };
  const holding = useQuery({
    queryKey: [...HOLDINGS_QUERY_KEY, 'one', grain ? grain.id : '', grain ? grain.owner : undefined],
    queryFn: async ({ signal }) => {
      // An agent reads a client's holding: the client names whose (the server checks the authority).
      const query = { holdingId: grain ? grain.id : '', organisationId: grain ? grain.owner : undefined };
      const page = await api.get<TPage<THolding>>('/api/holdings', { query, signal });
      return page.rows[0] ?? null;
    },
    enabled: Boolean(grain && grain.id && grain.market === 'cgx'),
    retry: false,
  });
  const farmGrain = useQuery({
    queryKey: farmGrainQueryKey(grain ? grain.id : ''),
    queryFn: ({ signal }) => getFarmGrain(grain ? grain.id : '', signal),
    enabled: Boolean(grain && grain.id && grain.market === 'igrainx'),
    retry: false,
  });
  const grainQuery = grain && grain.id ? (grain.market === 'cgx' ? holding : farmGrain) : null;

  const bid = useQuery({
    queryKey: bidToSellToQueryKey(bidLineId ?? ''),
    queryFn: ({ signal }) => getBidToSellTo(bidLineId ?? '', signal),
    enabled: Boolean(bidLineId),
    retry: false,
  });

  const source = offerId ? saved : grainId ? (market === 'cgx' ? holding : farmGrain) : bidLineId ? bid : null;
  if (source && (notFound(source.error) || (source.isSuccess && source.data === null))) return <Navigate to={returnTo} replace />;
  if (bid.data && bid.data.market !== market) return <Navigate to={returnTo} replace />;

  const initial = initialValues();
  function initialValues(): OfferFormValues | null {
    if (offerId) {
      // A saved offer's grain that cannot be read (archived, a trader's igrainX offer) leaves the limit to the server.
      if (!saved.data || grainQuery?.isPending) return null;
      return offerFormFromOffer(saved.data, mode, grainQuery?.data?.available);
    }
    if (grainId && market === 'cgx') return holding.data ? offerFormFromHolding(holding.data, state?.client) : null;
    if (grainId) return farmGrain.data ? offerFormFromFarmGrain(farmGrain.data, state?.client) : null;
    if (bidLineId) return bid.data ? offerFormForBid(bid.data, state?.client) : null;
    return {
      ...emptyOfferForm(market),
      organisationId: state?.client ? String(state.client.id) : '',
      clientName: state?.client?.name ?? '',
    };
  }

  // An offer is re-offered once (decision 0206): a second re-offer would be refused after the password.
  const reofferedAlready = mode === 'reoffer' && Boolean(saved.data?.reofferedAs);

  return (
    <PortalPage title={OFFER_ACTION[mode]}>
      {reofferedAlready ? (
        <Alert color="yellow" role="alert" title="Already re-offered">
          This offer has already been offered again.{' '}
          <Anchor component={Link} to={returnTo}>
            Back to the list
          </Anchor>
        </Alert>
      ) : initial ? (
        <OfferForm
          key={`${market}-${offerId ?? grainId ?? (bidLineId ? `bid-${bidLineId}` : 'new')}-${mode}`}
          mode={mode}
          offerId={offerId}
          initial={initial}
          returnTo={returnTo}
          chooseSource={!offerId && !grainId}
          bid={bid.data}
        />
      ) : source?.isError ? (
        <Alert color="red" role="alert">
          {source.error.message}
        </Alert>
      ) : (
        <CenteredLoader />
      )}
    </PortalPage>
  );
}
