import { Alert, Anchor, Button, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { useStorageProvidersByState } from '../api/reference-tables-api';
import { type StateTab, stateTabs } from '../reference-tables';
import { SitesOfState } from './sites-table';

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-AU')} ${count === 1 ? one : many}`;

/** Storage providers by state, one tab per state; signed-in users also see each site. */
export function StorageProviderTables({ signedIn }: { signedIn: boolean }) {
  const query = useStorageProvidersByState();
  const [chosen, setChosen] = useState<string | null>(null);

  if (query.isPending) return <CenteredLoader label="Loading storage providers" />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title="The reference tables could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">Please check your connection and try again.</Text>
          <Button size="xs" variant="default" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const tabs = stateTabs(query.data);
  if (tabs.length === 0) return <Text c="dimmed">No storage providers are listed yet.</Text>;
  const active = tabs.some((tab) => tab.state === chosen) ? chosen : (tabs[0]?.state ?? null);
  const providerNames = new Map(tabs.flatMap((tab) => tab.providers.map((provider) => [provider.id, provider.tradingName] as const)));

  return (
    <Tabs value={active} onChange={setChosen} keepMounted={false} variant="outline">
      <Tabs.List aria-label="States">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.state} value={tab.state} title={tab.name}>
            {tab.state}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.state} value={tab.state} pt="lg">
          <StatePanel tab={tab} signedIn={signedIn} providerNames={providerNames} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

function StatePanel({ tab, signedIn, providerNames }: { tab: StateTab; signedIn: boolean; providerNames: ReadonlyMap<number, string> }) {
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2} fz="h3">
          {tab.name}
        </Title>
        <Text c="dimmed">
          {plural(tab.providers.length, 'storage provider', 'storage providers')} with{' '}
          {plural(tab.siteCount, 'receival site', 'receival sites')} on the exchange.
        </Text>
      </Stack>
      <Table striped withTableBorder maw={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Storage provider</Table.Th>
            <Table.Th scope="col" ta="right">
              Sites
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tab.providers.map((provider) => (
            <Table.Tr key={provider.id}>
              <Table.Th scope="row" fw={500}>
                {provider.tradingName}
                {provider.nickname && provider.nickname !== provider.tradingName && (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    ({provider.nickname})
                  </Text>
                )}
              </Table.Th>
              <Table.Td ta="right">{provider.siteCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          Sites, port zones and port differentials
        </Title>
        {signedIn ? (
          <SitesOfState state={tab.state} providerNames={providerNames} />
        ) : (
          <Text c="dimmed">
            <Anchor underline="always" component={Link} to="/login">
              Sign in
            </Anchor>{' '}
            to see every site in {tab.name} with its port zone and port differential.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
