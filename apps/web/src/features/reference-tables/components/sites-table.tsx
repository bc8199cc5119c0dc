import type { TSite } from '@cgx/domain/reference.schemas';
import { Alert, Box, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { useSitesOfState } from '../api/reference-tables-api';
import { formatDifferential, sitesByProvider } from '../reference-tables';
import classes from './reference-tables.module.css';

/** Signed-in users: every site of a state with its port zone and port differential; a table on wide screens, cards on narrow ones. */
export function SitesOfState({ state, providerNames }: { state: string; providerNames: ReadonlyMap<number, string> }) {
  const sites = useSitesOfState(state, true);
  if (sites.isPending) return <CenteredLoader label="Loading sites" minHeight={120} />;
  if (sites.isError) {
    return (
      <Alert color="red" variant="light" title="The sites could not be loaded">
        <Button size="xs" variant="default" onClick={() => void sites.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const groups = sitesByProvider(sites.data, providerNames);
  if (groups.length === 0) return <Text c="dimmed">No sites are listed in this state yet.</Text>;
  const rows = groups.flatMap((group) => group.sites.map((site) => ({ site, provider: group.storageProviderName })));

  return (
    <>
      <Box visibleFrom="sm">
        <Table striped highlightOnHover withTableBorder>
          <Table.Caption>Port differentials are in $/mt, added to a site price to give its port-equivalent price.</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Site</Table.Th>
              <Table.Th scope="col">Storage provider</Table.Th>
              <Table.Th scope="col">Port zone</Table.Th>
              <Table.Th scope="col">Port</Table.Th>
              <Table.Th scope="col" ta="right">
                Port differential
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(({ site, provider }) => (
              <Table.Tr key={site.id}>
                <Table.Th scope="row" fw={600}>
                  {site.name}
                </Table.Th>
                <Table.Td>{provider}</Table.Td>
                <Table.Td>{site.portZoneName}</Table.Td>
                <Table.Td>{site.portName}</Table.Td>
                <Table.Td ta="right">{formatDifferential(site.portDifferential)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="sm" gap="sm">
        <Text size="sm" c="dimmed">
          Port differentials are in $/mt, added to a site price to give its port-equivalent price.
        </Text>
        {rows.map(({ site, provider }) => (
          <SiteCard key={site.id} site={site} provider={provider} />
        ))}
      </Stack>
    </>
  );
}

function SiteCard({ site, provider }: { site: TSite; provider: string }) {
  return (
    <Paper p="sm" radius="md" className={classes.siteCard}>
      <Title order={4} fz="md" mb={4}>
        {site.name}
      </Title>
      <dl className={classes.siteFacts}>
        <dt>Storage provider</dt>
        <dd>{provider}</dd>
        <dt>Port zone</dt>
        <dd>{site.portZoneName}</dd>
        <dt>Port</dt>
        <dd>{site.portName}</dd>
        <dt>Port differential</dt>
        <dd>{formatDifferential(site.portDifferential)}</dd>
      </dl>
    </Paper>
  );
}
