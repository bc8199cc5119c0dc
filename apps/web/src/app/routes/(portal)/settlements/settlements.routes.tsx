import { IconReceipt2 } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';
import { SETTLEMENTS_PATH, SETTLEMENTS_TABS } from './settlements-tabs';

const AcqFilesPage = lazyPage(
  () => import('./acq-files-page'),
  (module) => module.AcqFilesPage,
);
const AcqFilePage = lazyPage(
  () => import('./acq-file-page'),
  (module) => module.AcqFilePage,
);
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
 * spec 002 §2 'Settlements' (issue 14): staff; Settlements (statements) and Reports need the soi
 * permission, as the server's statements and reports routes (decision 0189), Trade Management none
 * beyond staff, ACQ Files audit_file. The index goes to ACQ Files (the first tab), as the spec says.
 * A tab that needs a permission says so on its page and its tab.
 */
export const settlementsSection = defineSection({
  path: SETTLEMENTS_PATH,
  access: { roles: ['Admin', 'CGX Sales'] },
  sidebar: { label: 'Settlements', icon: IconReceipt2, to: SETTLEMENTS_TABS[0].path },
  pages: [
    { path: '', title: title('Settlements'), element: <Navigate to={SETTLEMENTS_TABS[0].path} replace /> },
    { path: 'acq-files', title: title('ACQ Files'), access: { permission: 'audit_file' }, element: <AcqFilesPage /> },
    {
      path: 'acq-files/:fileId',
      title: title('ACQ File'),
      access: { permission: 'audit_file' },
      element: <AcqFilePage />,
    },
    { path: 'trade-management', title: title('Trade Management'), element: <TradeManagementPage /> },
    { path: 'soi', title: title('Settlements'), access: { permission: 'soi' }, element: <StatementsPage /> },
    { path: 'reports', title: title('Reports'), access: { permission: 'soi' }, element: <SettlementReportsPage /> },
  ],
});
