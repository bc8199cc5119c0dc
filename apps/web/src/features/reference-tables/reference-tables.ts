import { formatMoney } from '@cgx/domain/format';
import { tryDec } from '@cgx/domain/decimal';
import type { TSite } from '@cgx/domain/reference.schemas';
import type { TStorageProvidersByState } from './api/reference-tables-api';

/** The states in the order of the home page map's tabs (spec 000 §2.5); others follow alphabetically. */
export const STATE_ORDER = ['VIC', 'NSW', 'QLD', 'SA', 'WA'] as const;

export const STATE_NAMES: Record<string, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};

export interface StateTab {
  state: string;
  name: string;
  providers: { id: number; tradingName: string; nickname: string | null; siteCount: number }[];
  siteCount: number;
}

const stateRank = (state: string) => {
  const index = (STATE_ORDER as readonly string[]).indexOf(state);
  return index === -1 ? STATE_ORDER.length : index;
};

/** One tab per state that has sites: the map's order, providers by name, and the state's number of sites. */
export function stateTabs(data: TStorageProvidersByState): StateTab[] {
  return data
    .filter((group) => group.storageProviders.length > 0)
    .map((group) => ({
      state: group.state,
      name: STATE_NAMES[group.state] ?? group.state,
      providers: [...group.storageProviders].sort((a, b) => a.tradingName.localeCompare(b.tradingName, 'en-AU')),
      siteCount: group.storageProviders.reduce((total, provider) => total + provider.siteCount, 0),
    }))
    .sort((a, b) => stateRank(a.state) - stateRank(b.state) || a.state.localeCompare(b.state));
}

export interface ProviderSites {
  storageProviderId: number;
  storageProviderName: string;
  sites: TSite[];
}

/** Sites grouped under their storage provider (by name), each group's sites by name. */
export function sitesByProvider(sites: readonly TSite[], providerNames: ReadonlyMap<number, string> = new Map()): ProviderSites[] {
  const groups = new Map<number, ProviderSites>();
  for (const site of sites) {
    const group = groups.get(site.storageProviderId) ?? {
      storageProviderId: site.storageProviderId,
      storageProviderName:
        providerNames.get(site.storageProviderId) ?? site.storageProviderNickname ?? `Storage provider ${site.storageProviderId}`,
      sites: [],
    };
    group.sites.push(site);
    groups.set(site.storageProviderId, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, sites: [...group.sites].sort((a, b) => a.name.localeCompare(b.name, 'en-AU')) }))
    .sort((a, b) => a.storageProviderName.localeCompare(b.storageProviderName, 'en-AU'));
}

/** '38.00' → '+$38.00', '-2.5' → '−$2.50', '0' → '$0.00' (a port differential in $/mt). */
export function formatDifferential(value: string): string {
  const amount = tryDec(value);
  if (amount === null) return value;
  const text = formatMoney(amount.abs().toString());
  return amount.isPositive() && !amount.isZero() ? `+${text}` : amount.isNegative() && !amount.isZero() ? `−${text}` : text;
}
