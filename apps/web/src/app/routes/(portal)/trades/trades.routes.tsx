import { IconArrowsExchange } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const TradesPage = lazyPage(
  () => import('./trades-page'),
  (module) => module.TradesPage,
);

/** spec 002 §2 'Trades': the staff's side of every trade (the API refuses everyone else: requireStaff). */
export const tradesSection = defineSection({
  path: '/portal/trades',
  access: { roles: ['Admin', 'CGX Sales'] },
  sidebar: { label: 'Trades', icon: IconArrowsExchange },
  pages: [{ path: '', title: title('Trades'), element: <TradesPage /> }],
});
