import { IconArrowsExchange } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const TradesPage = lazyPage(
  () => import('./trades-page'),
  (module) => module.TradesPage,
);
const DeliveriesPage = lazyPage(
  () => import('./deliveries-page'),
  (module) => module.DeliveriesPage,
);
const TradePage = lazyPage(
  () => import('./trade-page'),
  (module) => module.TradePage,
);
const TradeEditPage = lazyPage(
  () => import('./trade-edit-page'),
  (module) => module.TradeEditPage,
);
const TradeNotesPage = lazyPage(
  () => import('./trade-notes-pages'),
  (module) => module.TradeNotesPage,
);
const CreateTradeNotePage = lazyPage(
  () => import('./trade-notes-pages'),
  (module) => module.CreateTradeNotePage,
);
const CreateCgxTradePage = lazyPage(
  () => import('./create-trade-pages'),
  (module) => module.CreateCgxTradePage,
);
const CreateMultipleTradesPage = lazyPage(
  () => import('./create-trade-pages'),
  (module) => module.CreateMultipleTradesPage,
);
const CreateIgrainTradePage = lazyPage(
  () => import('./create-trade-pages'),
  (module) => module.CreateIgrainTradePage,
);

const CGX = '/portal/trades';
const IGRAINX = '/portal/trades/igrainx';

/**
 * spec 002 §2 'Trades': the staff's side of every trade (the API refuses everyone else:
 * requireStaff). A trade's pages are Details and Notes, cgx under trades/, igrainX under
 * trades/igrainx/.
 */
export const tradesSection = defineSection({
  path: CGX,
  access: { roles: ['Admin', 'CGX Sales'] },
  sidebar: { label: 'Trades', icon: IconArrowsExchange },
  pages: [
    { path: '', title: title('Trades'), element: <TradesPage /> },
    { path: 'deliveries', title: title('igrainX Deliveries'), access: { featureFlag: 'igrainTrade' }, element: <DeliveriesPage /> },
    // Staff record trades agreed off-screen (decision 0183); igrainX: the flag, and never CGX Sales (spec 002 §6).
    { path: 'create', title: title('Trade', 'Create'), element: <Navigate to={`${CGX}/create/cgx`} replace /> },
    { path: 'create/cgx', title: title('CGX Trade', 'Create'), element: <CreateCgxTradePage /> },
    { path: 'create/multiple', title: title('Multiple Trades', 'Create'), element: <CreateMultipleTradesPage /> },
    {
      path: 'create/igrainx',
      title: title('igrainX Trade', 'Create'),
      access: { roles: ['Admin'], featureFlag: 'igrainTrade' },
      element: <CreateIgrainTradePage />,
    },
    { path: ':tradeId', title: title('Trade'), element: <TradePage market="cgx" /> },
    // Issue 14 §5: the settlement's edit (spec 002 §6: canUpdate).
    {
      path: ':tradeId/edit',
      title: title('Trade', 'Edit'),
      access: { permission: 'update' },
      element: <TradeEditPage market="cgx" />,
    },
    {
      path: ':resourceId/notes',
      title: title('Notes'),
      element: <TradeNotesPage resourceType="Trade" basePath={CGX} />,
    },
    {
      path: ':resourceId/notes/create',
      title: title('Note', 'Create'),
      element: <CreateTradeNotePage resourceType="Trade" basePath={CGX} />,
    },
    { path: 'igrainx', title: title('Trades'), element: <Navigate to={CGX} replace /> },
    { path: 'igrainx/:tradeId', title: title('igrainX Trade'), element: <TradePage market="igrainx" /> },
    {
      path: 'igrainx/:tradeId/edit',
      title: title('igrainX Trade', 'Edit'),
      access: { permission: 'update' },
      element: <TradeEditPage market="igrainx" />,
    },
    {
      path: 'igrainx/:resourceId/notes',
      title: title('Notes'),
      element: <TradeNotesPage resourceType="Igrain::Trade" basePath={IGRAINX} />,
    },
    {
      path: 'igrainx/:resourceId/notes/create',
      title: title('Note', 'Create'),
      element: <CreateTradeNotePage resourceType="Igrain::Trade" basePath={IGRAINX} />,
    },
  ],
});
