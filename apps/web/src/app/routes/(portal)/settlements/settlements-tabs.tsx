import { ListTabs } from '../../../../components/lists/list-tabs';
import { type Access, canAccess } from '../../../../session/access';
import { useSignedInSession } from '../../../../session/session-context';

export const SETTLEMENTS_PATH = '/portal/settlements';

export type SettlementsTab = { path: string; label: string; access?: Access };

/**
 * spec 002 §2 'Settlements': the section's tabs, in the spec's order (ACQ Files, Trade Management,
 * Settlements, Reports). A new tab is one line here (and its page in settlements.routes.tsx); the
 * section's index goes to the first tab the user may open. `access` is what a tab needs beyond the section's.
 */
export const SETTLEMENTS_TABS: readonly [SettlementsTab, ...SettlementsTab[]] = [
  { path: `${SETTLEMENTS_PATH}/acq-files`, label: 'ACQ Files', access: { permission: 'audit_file' } },
  { path: `${SETTLEMENTS_PATH}/trade-management`, label: 'Trade Management' },
  { path: `${SETTLEMENTS_PATH}/soi`, label: 'Settlements', access: { permission: 'soi' } },
  { path: `${SETTLEMENTS_PATH}/reports`, label: 'Reports', access: { permission: 'soi' } },
];

/** The tab bar over every settlements page: the tabs this user may open. */
export function SettlementsTabs({ current }: { current: string }) {
  const session = useSignedInSession();
  const tabs = SETTLEMENTS_TABS.filter((tab) => !tab.access || canAccess(session, tab.access));
  return <ListTabs tabs={tabs} current={current} />;
}
