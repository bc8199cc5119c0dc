import {
  type Icon,
  IconBuildingWarehouse,
  IconChartLine,
  IconLayoutDashboard,
  IconPlant2,
  IconSettings,
  IconShoppingCart,
  IconUserCircle,
  IconUserShare,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { Access } from '../../../../features/session/access';

export interface PortalSection {
  path: string;
  label: string;
  icon: Icon;
  access: Access;
}

/**
 * The routed portal sections, with what each needs. The routes and the sidebar both read this,
 * so the sidebar shows exactly the sections a user can open (the server enforces the same rules).
 */
export const PORTAL_SECTIONS = {
  myGrain: { path: '/portal/my-grain', label: 'My Grain', icon: IconPlant2, access: { roles: ['Grower'] } },
  buyGrain: { path: '/portal/buy-grain', label: 'Buy Grain', icon: IconShoppingCart, access: { roles: ['Trader'] } },
  sellGrain: { path: '/portal/sell-grain', label: 'Sell Grain', icon: IconBuildingWarehouse, access: { roles: ['Trader'] } },
  myClientsGrain: {
    path: '/portal/my-clients-grain',
    label: 'My Clients Grain',
    icon: IconUsersGroup,
    access: { roles: ['Agent'] },
  },
  dashboard: {
    path: '/portal/dashboard/home',
    label: 'Dashboard',
    icon: IconLayoutDashboard,
    access: { roles: ['Admin', 'CGX Sales'] },
  },
  analyst: { path: '/analyst', label: 'Analyst Portal', icon: IconChartLine, access: { roles: ['Analyst'] } },
  profile: { path: '/portal/profile', label: 'My Profile', icon: IconUserCircle, access: {} },
  impersonation: {
    path: '/portal/impersonation',
    label: 'Impersonate a User',
    icon: IconUserShare,
    access: { roles: ['Admin', 'CGX Sales'] },
  },
  generalSettings: {
    path: '/portal/settings/general',
    label: 'General Settings',
    icon: IconSettings,
    access: { permission: 'setting' },
  },
} as const satisfies Record<string, PortalSection>;

export const SIDEBAR_ORDER: readonly PortalSection[] = [
  PORTAL_SECTIONS.myGrain,
  PORTAL_SECTIONS.buyGrain,
  PORTAL_SECTIONS.sellGrain,
  PORTAL_SECTIONS.myClientsGrain,
  PORTAL_SECTIONS.dashboard,
  PORTAL_SECTIONS.analyst,
  PORTAL_SECTIONS.impersonation,
  PORTAL_SECTIONS.profile,
  PORTAL_SECTIONS.generalSettings,
];
