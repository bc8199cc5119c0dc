import { Navigate } from 'react-router';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const LegacyTradePage = lazyPage(
  () => import('./legacy-trade-page'),
  (module) => module.LegacyTradePage,
);
const LegacyTradesImportPage = lazyPage(
  () => import('./legacy-trades-import-page'),
  (module) => module.LegacyTradesImportPage,
);
const TradeNotesPage = lazyPage(
  () => import('../trades/trade-notes-pages'),
  (module) => module.TradeNotesPage,
);
const CreateTradeNotePage = lazyPage(
  () => import('../trades/trade-notes-pages'),
  (module) => module.CreateTradeNotePage,
);

const BASE = '/portal/legacy-trades';

/**
 * spec 002 §2 'Legacy trades' (decision 0182): staff only, like the trades (the API: requireStaff).
 * The index goes to the trades; a legacy trade's pages are Details and Notes (type LegacyTrade);
 * the import, with the imported list under it, is reached from the trades list. No sidebar link.
 */
export const legacyTradesSection = defineSection({
  path: BASE,
  access: { roles: ['Admin', 'CGX Sales'] },
  pages: [
    { path: '', title: title('Legacy Trades'), element: <Navigate to="/portal/trades" replace /> },
    { path: 'import', title: title('Import Legacy Trades'), element: <LegacyTradesImportPage /> },
    { path: ':tradeId', title: title('Legacy Trade'), element: <LegacyTradePage /> },
    {
      path: ':resourceId/notes',
      title: title('Notes'),
      element: <TradeNotesPage resourceType="LegacyTrade" basePath={BASE} />,
    },
    {
      path: ':resourceId/notes/create',
      title: title('Note', 'Create'),
      element: <CreateTradeNotePage resourceType="LegacyTrade" basePath={BASE} />,
    },
  ],
});
