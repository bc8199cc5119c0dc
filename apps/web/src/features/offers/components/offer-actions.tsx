import { formatPricePerTonne } from '@cgx/domain/format';
import type { TOfferView } from '@cgx/domain/orders.schemas';
import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Whose lists an offer sits in: the grower's my-grain, the trader's sell-grain, the agent's my-clients-grain (spec 001 §2). */
export type OfferSection = 'grower' | 'trader' | 'agent';

/** The offer form's route for a saved offer, by section and market (spec 001 §2). */
export function offerFormPath(section: OfferSection, offer: Pick<TOfferView, 'id' | 'market' | 'holdingId' | 'farmGrainId'>): string {
  const igrain = offer.market === 'igrainx';
  if (section === 'grower') {
    return igrain
      ? `/portal/my-grain/${offer.farmGrainId}/igrain-offer/${offer.id}`
      : `/portal/my-grain/${offer.holdingId}/offer/${offer.id}`;
  }
  if (section === 'agent') return `/portal/my-clients-grain/my-client-offers/${igrain ? 'igrain/' : ''}${offer.id}`;
  return `/portal/sell-grain/offer/${offer.id}`;
}

/** A lapsed offer offered again: the grower's own lapsed routes, elsewhere the form with route state reOffer; back to the lapsed list. */
export function reofferLink(section: OfferSection, offer: Pick<TOfferView, 'id' | 'market' | 'holdingId' | 'farmGrainId'>) {
  if (section === 'grower') {
    const lapsed = offer.market === 'igrainx' ? 'lapsed-igrain-offers' : 'lapsed-offers';
    return { to: `/portal/my-grain/${lapsed}/${offer.id}?origin=lapsed`, state: { reOffer: true } };
  }
  return { to: `${offerFormPath(section, offer)}?origin=lapsed`, state: { reOffer: true } };
}

const describe = (offer: TOfferView) =>
  `${offer.commodity.name} ${offer.grade?.code ?? ''} at ${formatPricePerTonne(offer.price)}`.replace('  ', ' ');

/**
 * An offer's actions in its lists (spec 001 §2, §4): an active offer is edited (where it can also
 * be cancelled) or cancelled here, after the list's confirmation (`onCancel`); a lapsed one is
 * offered again with its old terms, once: then it says so (decision 0206). Other ended offers
 * (cancelled, filled) have none.
 */
export function OfferActions({
  offer,
  section,
  onCancel,
}: {
  offer: TOfferView;
  section: OfferSection;
  onCancel: (offer: TOfferView) => void;
}) {
  const what = describe(offer);
  if (offer.status === 'active') {
    return (
      <>
        <Button component={Link} to={offerFormPath(section, offer)} size="compact-sm" variant="light" aria-label={`Edit offer: ${what}`}>
          Edit
        </Button>
        <Button size="compact-sm" variant="light" color="red" onClick={() => onCancel(offer)} aria-label={`Cancel offer: ${what}`}>
          Cancel
        </Button>
      </>
    );
  }
  if (offer.status !== 'lapsed') return null;
  if (offer.reofferedAs !== null) {
    return (
      <Text span size="sm" c="dimmed">
        Re-offered
      </Text>
    );
  }
  const link = reofferLink(section, offer);
  return (
    <Button component={Link} to={link.to} state={link.state} size="compact-sm" variant="light" aria-label={`Re-offer: ${what}`}>
      Re-offer
    </Button>
  );
}
