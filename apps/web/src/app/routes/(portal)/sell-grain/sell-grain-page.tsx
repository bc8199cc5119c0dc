import type { TOfferView } from '@cgx/domain/orders.schemas';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { OfferActions } from '../../../../features/offers/components/offer-actions';
import { type ListTab, ListTabs } from '../../../../components/lists/list-tabs';
import { GroupedOfferList } from '../../../../features/offers/components/grouped-offer-list';
import { OfferList } from '../../../../features/offers/components/offer-list';
import { PortalPage } from '../layout/portal-page';

const SELL_GRAIN_TABS = {
  active: { path: '/portal/sell-grain', label: 'Active Offers' },
  grouped: { path: '/portal/sell-grain/grouped-offers', label: 'Grouped Offers' },
  lapsed: { path: '/portal/sell-grain/lapsed-offers', label: 'Lapsed Offers' },
  cancelled: { path: '/portal/sell-grain/cancelled-offers', label: 'Cancelled Offers' },
} as const satisfies Record<string, ListTab>;

export type SellGrainTab = keyof typeof SELL_GRAIN_TABS;

const actions = (offer: TOfferView, cancel: (offer: TOfferView) => void) => (
  <OfferActions offer={offer} section="trader" onCancel={cancel} />
);

/** /portal/sell-grain and its tabs (spec 001 §2, trader routes): the trader's own offers. */
export function SellGrainPage({ tab }: { tab: SellGrainTab }) {
  return (
    <PortalPage title="Sell Grain">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <ListTabs tabs={Object.values(SELL_GRAIN_TABS)} current={SELL_GRAIN_TABS[tab].path} />
        <Button component={Link} to="/portal/sell-grain/offer/create" leftSection={<IconPlus size={16} aria-hidden />}>
          Create Offer
        </Button>
      </Group>
      {tab === 'active' && <OfferList key="active" status="active" label="Active offers" empty="No active offers." actions={actions} />}
      {tab === 'grouped' && <GroupedOfferList label="Grouped offers" empty="No active offers." />}
      {tab === 'lapsed' && <OfferList key="lapsed" status="lapsed" label="Lapsed offers" empty="No lapsed offers." actions={actions} />}
      {tab === 'cancelled' && <OfferList key="cancelled" status="cancelled" label="Cancelled offers" empty="No cancelled offers." />}
    </PortalPage>
  );
}
