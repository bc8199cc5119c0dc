import type { TOfferView } from '@cgx/domain/orders.schemas';
import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { OfferActions } from '../../../../features/offers/components/offer-actions';
import { type ListTab, ListTabs } from '../../../../components/lists/list-tabs';
import { OfferList } from '../../../../features/offers/components/offer-list';
import { PortalPage } from '../layout/portal-page';

const MY_CLIENTS_GRAIN_TABS = {
  offers: { path: '/portal/my-clients-grain/my-client-offers', label: 'My Client Offers' },
  lapsed: { path: '/portal/my-clients-grain/lapsed-offers', label: 'Lapsed Offers' },
  cancelled: { path: '/portal/my-clients-grain/cancelled-offers', label: 'Cancelled Offers' },
} as const satisfies Record<string, ListTab>;

export type MyClientsGrainTab = keyof typeof MY_CLIENTS_GRAIN_TABS;

const actions = (offer: TOfferView, cancel: (offer: TOfferView) => void) => (
  <OfferActions offer={offer} section="agent" onCancel={cancel} />
);

/** /portal/my-clients-grain's tabs (spec 001 §2, agent routes): the offers an agent placed for its clients. */
export function MyClientsGrainPage({ tab }: { tab: MyClientsGrainTab }) {
  return (
    <PortalPage title="My Clients Grain">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <ListTabs tabs={Object.values(MY_CLIENTS_GRAIN_TABS)} current={MY_CLIENTS_GRAIN_TABS[tab].path} />
        <Group gap="xs">
          <Button component={Link} to="/portal/my-clients-grain/my-client-offers/create" leftSection={<IconPlus size={16} aria-hidden />}>
            Create Offer
          </Button>
          <Button component={Link} to="/portal/my-clients-grain/my-client-offers/igrain/create" variant="light">
            Create igrainX Offer
          </Button>
        </Group>
      </Group>
      {tab === 'offers' && (
        <OfferList key="offers" seller status="active" label="My client offers" empty="No active client offers." actions={actions} />
      )}
      {tab === 'lapsed' && (
        <OfferList key="lapsed" seller status="lapsed" label="Lapsed client offers" empty="No lapsed client offers." actions={actions} />
      )}
      {tab === 'cancelled' && (
        <OfferList key="cancelled" seller status="cancelled" label="Cancelled client offers" empty="No cancelled client offers." />
      )}
    </PortalPage>
  );
}
