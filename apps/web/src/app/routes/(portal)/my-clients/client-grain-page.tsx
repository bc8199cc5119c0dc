import { formatTonnes } from '@cgx/domain/format';
import { dec } from '@cgx/domain/decimal';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useVerifiedClient } from '../../../../features/authorisations/api/authorisations-api';
import { FarmGrainList } from '../../../../features/farm-grain/components/farm-grain-list';
import { HoldingList } from '../../../../features/holdings/components/holding-list';
import { CenteredLoader } from '../../../../components/ui/centered-loader';
import { PortalPage } from '../layout/portal-page';

const isZero = (tonnes: string) => dec(tonnes).isZero();

/** /portal/my-clients/:clientId: a verified client's grain in storage and on farm (the server checks the authority). */
export function ClientGrainPage() {
  const clientId = Number(useParams().clientId);
  const verified = useVerifiedClient(clientId);
  if (verified.isPending) return <CenteredLoader minHeight="30vh" />;
  if (verified.isError || !verified.data) {
    return (
      <PortalPage title="Client Grain">
        <Alert color="red">{verified.error?.message ?? 'This grower is not one of your verified clients.'}</Alert>
        <Anchor component={Link} to="/portal/my-clients">
          Back to My Clients
        </Anchor>
      </PortalPage>
    );
  }
  const { growerTradingName, growerNgr, growerAdminEmail } = verified.data;
  const client = { id: clientId, name: growerTradingName };
  return (
    <PortalPage title={growerTradingName}>
      <Group gap="lg">
        <Text size="sm">NGR: {growerNgr || 'none'}</Text>
        {growerAdminEmail && <Text size="sm">Administrator: {growerAdminEmail}</Text>}
      </Group>
      <Stack gap="sm" component="section">
        <Title order={2} size="h3">
          Grain in storage
        </Title>
        <HoldingList
          organisationId={clientId}
          prefix="held"
          label={`${growerTradingName}: grain in storage`}
          empty="No grain held at storage sites."
          actions={(holding) =>
            isZero(holding.available) ? null : (
              <Button
                size="compact-sm"
                variant="light"
                component={Link}
                to="/portal/my-clients-grain/my-client-offers/create"
                state={{ client, grainId: String(holding.id) }}
                aria-label={`Offer ${holding.commodity.name} ${holding.grade.code} at ${holding.site.name}`}
              >
                Offer
              </Button>
            )
          }
        />
      </Stack>
      <Stack gap="sm" component="section">
        <Title order={2} size="h3">
          Grain on farm
        </Title>
        <FarmGrainList
          organisationId={clientId}
          prefix="farm"
          label={`${growerTradingName}: grain on farm`}
          empty="No grain declared on farm."
          actions={(grain) =>
            isZero(grain.available) ? null : (
              <Button
                size="compact-sm"
                variant="light"
                component={Link}
                to="/portal/my-clients-grain/my-client-offers/igrain/create"
                state={{ client, grainId: String(grain.id) }}
                aria-label={`Offer ${grain.commodity.name} ${grain.grade?.code ?? ''} declared ${formatTonnes(grain.quantity)} mt on igrainX`}
              >
                Offer
              </Button>
            )
          }
        />
      </Stack>
    </PortalPage>
  );
}
