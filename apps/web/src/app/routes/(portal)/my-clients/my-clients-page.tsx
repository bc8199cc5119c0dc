import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ClientList } from '../../../../features/authorisations/components/client-list';
import { SubscriptionLinkButton } from '../../../../features/insure/components/subscription-link-button';
import { PortalPage } from '../layout/portal-page';

/**
 * /portal/my-clients: the agent's verified clients, searched by name or NGR, each with a link to its
 * grain and the igrainX insure subscription link (decision 0169).
 */
export function MyClientsPage() {
  return (
    <PortalPage title="My Clients">
      <ClientList
        label="My clients"
        empty="No verified clients."
        actions={(client) => (
          <>
            <Button
              size="compact-sm"
              variant="light"
              component={Link}
              to={`/portal/my-clients/${client.growerId}`}
              aria-label={`Grain of ${client.growerTradingName}`}
            >
              Grain
            </Button>
            <SubscriptionLinkButton client={client} />
          </>
        )}
      />
    </PortalPage>
  );
}
