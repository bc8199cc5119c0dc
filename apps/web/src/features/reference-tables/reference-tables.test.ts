import type { TSite } from '@cgx/domain/reference.schemas';
import { describe, expect, it } from 'vitest';
import { formatDifferential, sitesByProvider, stateTabs } from './reference-tables';

const provider = (id: number, tradingName: string, siteCount: number) => ({
  id,
  tradingName,
  nickname: tradingName.split(' ')[0] ?? null,
  siteCount,
});

describe('stateTabs', () => {
  it('orders the states like the home page map, then the others, and counts sites', () => {
    const tabs = stateTabs([
      { state: 'WA', storageProviders: [provider(1, 'CBH Group', 4)] },
      { state: 'TAS', storageProviders: [provider(5, 'Tas Grain', 1)] },
      { state: 'NSW', storageProviders: [provider(2, 'GrainCorp', 6), provider(3, 'Emerald Grain', 2)] },
      { state: 'ACT', storageProviders: [] },
      { state: 'VIC', storageProviders: [provider(2, 'GrainCorp', 3)] },
    ]);
    expect(tabs.map((tab) => tab.state)).toEqual(['VIC', 'NSW', 'WA', 'TAS']);
    const nsw = tabs[1];
    expect(nsw?.name).toBe('New South Wales');
    expect(nsw?.siteCount).toBe(8);
    expect(nsw?.providers.map((item) => item.tradingName)).toEqual(['Emerald Grain', 'GrainCorp']);
  });

  it('gives no tab when there is no data', () => {
    expect(stateTabs([])).toEqual([]);
  });
});

const site = (id: number, name: string, storageProviderId: number, nickname: string): TSite => ({
  id,
  name,
  state: 'NSW',
  storageProviderId,
  storageProviderNickname: nickname,
  portZoneId: 1,
  portZoneName: 'Newcastle',
  portName: 'Newcastle',
  portDifferential: '38.00',
});

describe('sitesByProvider', () => {
  it('groups sites under their provider, by the trading name when known', () => {
    const groups = sitesByProvider(
      [site(1, 'Narrabri', 2, 'GNC'), site(2, 'Moree', 2, 'GNC'), site(3, 'Werris Creek', 3, 'EMG')],
      new Map([[2, 'GrainCorp']]),
    );
    expect(groups.map((group) => [group.storageProviderName, group.sites.map((item) => item.name)])).toEqual([
      ['EMG', ['Werris Creek']],
      ['GrainCorp', ['Moree', 'Narrabri']],
    ]);
  });
});

describe('formatDifferential', () => {
  it('signs the $/mt amount', () => {
    expect(formatDifferential('38.00')).toBe('+$38.00');
    expect(formatDifferential('-2.5')).toBe('−$2.50');
    expect(formatDifferential('0')).toBe('$0.00');
  });
});
