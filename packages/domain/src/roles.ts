/** spec 000 §6 and 002 §6: roles, organisation types, permissions and feature flags. */

/** spec 000 §6's roles, and the storage provider's (spec 000 §1 names storage providers among sellers; issue 14 §9). */
export const ROLES = ['Grower', 'Trader', 'Agent', 'Analyst', 'Admin', 'CGX Sales', 'Storage Provider'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['Admin', 'CGX Sales'];
export const isStaffRole = (role: Role): boolean => STAFF_ROLES.includes(role);

export const ORGANISATION_TYPES = ['grower', 'trader', 'agent', 'storage_provider', 'analyst', 'exchange'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

export const ORGANISATION_TYPE_LABELS: Record<OrganisationType, string> = {
  grower: 'Grower',
  trader: 'Trader',
  agent: 'Agent',
  storage_provider: 'Storage Provider',
  analyst: 'Analyst',
  exchange: 'Exchange',
};

/** The role a new user of each organisation type gets. */
export const DEFAULT_ROLE_FOR_ORGANISATION: Record<OrganisationType, Role> = {
  grower: 'Grower',
  trader: 'Trader',
  agent: 'Agent',
  storage_provider: 'Storage Provider',
  analyst: 'Analyst',
  exchange: 'CGX Sales',
};

export const PERMISSIONS = [
  'manageBids',
  'igrain/storage',
  'igrain/variety',
  'igrain/term_and_condition',
  'igrain/delivered_site',
  'setting',
  'audit_file',
  'soi',
  'create',
  'update',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What each role may do before any per-user grant. Admin holds every permission. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  Admin: PERMISSIONS,
  'CGX Sales': ['manageBids', 'create', 'update', 'audit_file'],
  Grower: [],
  Trader: [],
  Agent: [],
  Analyst: [],
  'Storage Provider': [],
};

export const FEATURE_FLAGS = ['bidSheets', 'igrainTrade', 'publicAd', 'maintenance'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const FEATURE_FLAG_DESCRIPTIONS: Record<FeatureFlag, string> = {
  bidSheets: 'Traders can post bid sheets (grouped bids across many locations).',
  igrainTrade: 'igrainX features in trades and trade filters.',
  publicAd: 'Show the Clear Settle banner to anonymous visitors.',
  maintenance: 'Switch the whole product to the maintenance page.',
};

/** spec 000 §2.3: the base portal route sends each role to its landing page. */
export const LANDING_PATH: Record<Role, string> = {
  Grower: '/portal/my-grain',
  Trader: '/portal/buy-grain',
  Agent: '/portal/my-clients-grain',
  Analyst: '/analyst',
  Admin: '/portal/dashboard/home',
  'CGX Sales': '/portal/dashboard/home',
  'Storage Provider': '/portal/title-transfers',
};

/** spec 000 §6: the portal users route. */
export const PORTAL_USERS_ROLES: readonly Role[] = ['Grower', 'Trader', 'Agent', 'Analyst', 'Storage Provider'];

export function permissionsFor(role: Role, grants: readonly string[] = []): Permission[] {
  const all = new Set<Permission>(ROLE_PERMISSIONS[role]);
  for (const grant of grants) {
    if ((PERMISSIONS as readonly string[]).includes(grant)) all.add(grant as Permission);
  }
  return PERMISSIONS.filter((permission) => all.has(permission));
}
