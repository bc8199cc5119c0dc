import type { countSitesByStateAndProvider, listDeliveredSites, listPortsWithZones, listSites } from './reference.repository.ts';

type Rows<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

export const presentSites = (rows: Rows<typeof listSites>) =>
  rows.map(({ site, nickname, zoneName, portName }) => ({
    id: site.id,
    name: site.name,
    state: site.state,
    storageProviderId: site.storageProviderId,
    storageProviderNickname: nickname,
    portZoneId: site.portZoneId,
    portZoneName: zoneName,
    portName,
    portDifferential: site.portDifferential,
  }));

export const presentDeliveredSites = (rows: Rows<typeof listDeliveredSites>) =>
  rows.map(({ site, portName }) => ({
    id: site.id,
    name: site.siteName,
    tradingName: site.tradingName,
    nickname: site.nickname,
    deliveredRegionName: site.deliveredRegionName,
    portName,
    state: site.state,
    latitude: site.latitude,
    longitude: site.longitude,
  }));

export const presentPorts = (rows: Rows<typeof listPortsWithZones>) =>
  rows.map(({ port, zones }) => ({
    id: port.id,
    name: port.name,
    state: port.state,
    zones: zones.map((zone) => ({ id: zone.id, name: zone.name })),
  }));

/** spec 000 §2.5: the map's state tabs, each with its storage providers. */
export function presentStorageProvidersByState(rows: Rows<typeof countSitesByStateAndProvider>) {
  const byState = new Map<string, { id: number; tradingName: string; nickname: string | null; siteCount: number }[]>();
  for (const { state, ...provider } of rows)
    byState.set(state, [...(byState.get(state) ?? []), { ...provider, siteCount: Number(provider.siteCount) }]);
  return [...byState.entries()].map(([state, storageProviders]) => ({ state, storageProviders }));
}
