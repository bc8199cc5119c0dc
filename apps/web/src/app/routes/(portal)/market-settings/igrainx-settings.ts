import type { Permission } from '@cgx/domain/roles';
import type { ListTab } from '../../../../components/lists/list-tabs';
import { SETTINGS_PAGES } from '../../../../features/market-settings/settings-routes';

/** The igrainX tabs of Market Settings (spec 002 §2): each a list with create and edit, behind its permission. */
export const IGRAINX_SETTINGS = {
  onFarmStorages: { path: SETTINGS_PAGES.onFarmStorages, label: 'On-farm Storage', noun: 'On-farm Storage', permission: 'igrain/storage' },
  varieties: { path: SETTINGS_PAGES.varieties, label: 'Varieties', noun: 'Variety', permission: 'igrain/variety' },
  specialTerms: {
    path: SETTINGS_PAGES.specialTerms,
    label: 'Special Terms and Conditions',
    noun: 'Special Term',
    permission: 'igrain/term_and_condition',
  },
  deliveredSites: {
    path: SETTINGS_PAGES.deliveredSites,
    label: 'Delivered Sites',
    noun: 'Delivered Site',
    permission: 'igrain/delivered_site',
  },
} as const satisfies Record<string, ListTab & { noun: string; permission: Permission }>;

export type IgrainxSetting = keyof typeof IGRAINX_SETTINGS;
