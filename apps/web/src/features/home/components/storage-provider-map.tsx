import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useStorageProvidersByState } from '../api/use-storage-providers-by-state';
import { MAP_STATES, type MapState } from '../map/australia-states';
import { AustraliaMap } from './australia-map';

/**
 * spec 000 §2.5: storage providers by state. Tabs (VIC, NSW, QLD, SA, WA) and the map's states
 * choose the same state; the list comes from /api/reference/storage-providers-by-state.
 */
export function StorageProviderMap() {
  const [state, setState] = useState<MapState>('VIC');
  const providers = useStorageProvidersByState();
  const inState = providers.data?.find((entry) => entry.state === state)?.storageProviders ?? [];

  return (
    <Stack gap="md" component="section" aria-labelledby="storage-map-heading">
      <Stack gap={4}>
        <Title order={2} id="storage-map-heading">
          Storage providers across Australia
        </Title>
        <Text c="dimmed">Warehouse grain on CGX sits at the sites of these storage providers. Choose a state to see who stores there.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <AustraliaMap selected={state} onSelect={setState} />
        <Tabs value={state} onChange={(value) => value && setState(value as MapState)} keepMounted={false}>
          <Tabs.List aria-label="State">
            {MAP_STATES.map((code) => (
              <Tabs.Tab key={code} value={code}>
                {code}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {MAP_STATES.map((code) => (
            <Tabs.Panel key={code} value={code} pt="md">
              {providers.isPending ? (
                <Skeleton height={120} radius="md" role="status" aria-label="Loading" />
              ) : providers.isError ? (
                <Text c="dimmed">The storage providers could not be loaded.</Text>
              ) : inState.length === 0 ? (
                <Text c="dimmed">No storage provider sites in {code} yet.</Text>
              ) : (
                <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="storage-providers">
                  {inState.map((provider) => (
                    <Paper component="li" key={provider.id} p="sm" radius="md">
                      <Group justify="space-between" wrap="nowrap">
                        <Stack gap={0} miw={0}>
                          <Text fw={600} truncate>
                            {provider.nickname ?? provider.tradingName}
                          </Text>
                          {provider.nickname && provider.nickname !== provider.tradingName && (
                            <Text fz="xs" c="dimmed" truncate>
                              {provider.tradingName}
                            </Text>
                          )}
                        </Stack>
                        <Badge variant="light" color="forest" style={{ flexShrink: 0 }}>
                          {provider.siteCount} {provider.siteCount === 1 ? 'site' : 'sites'}
                        </Badge>
                      </Group>
                    </Paper>
                  ))}
                </Stack>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </SimpleGrid>
    </Stack>
  );
}
