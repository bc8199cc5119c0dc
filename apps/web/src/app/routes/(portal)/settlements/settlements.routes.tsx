import { IconReceipt2 } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';
import { SETTLEMENTS_PATH, SETTLEMENTS_TABS } from './settlements-tabs';

const StatementsPage = lazyPage(
  () => import('./statements-page'),
  (module) => module.StatementsPage,
);
const TradeManagementPage = lazyPage(
  () => import('./trade-management-page'),
  (module) => module.TradeManagementPage,
);
const SettlementReportsPage = lazyPage(
  () => import('./reports-page'),
  (module) => module.SettlementReportsPage,
);

/**
 * spec 002 §2 'Settlements' (issue 14): staff with the soi permission, as the server's statements
 * and reports routes (decision 0189). The index goes to the first tab (settlements-tabs.tsx): for
 * now Settlements (/soi); ACQ Files becomes the index once its tab exists, as the spec says. A tab
 * that needs another permission moves `permission` from the section to its pages and tabs.
 */
export const settlementsSection = defineSection({
  path: SETTLEMENTS_PATH,
  // Trade Management is any staff's (its API is STAFF_ONLY); soi is on the pages that need it.
  access: { roles: ['Admin', 'CGX Sales'] },
  sidebar: { label: 'Settlements', icon: IconReceipt2, to: SETTLEMENTS_TABS[0].path },
  pages: [
    { path: '', title: title('Settlements'), element: <Navigate to={SETTLEMENTS_TABS[0].path} replace /> },
    { path: 'trade-management', title: title('Trade Management'), element: <TradeManagementPage /> },
    { path: 'soi', title: title('Settlements'), access: { permission: 'soi' }, element: <StatementsPage /> },
    { path: 'reports', title: title('Reports'), access: { permission: 'soi' }, element: <SettlementReportsPage /> },
  ],
});
