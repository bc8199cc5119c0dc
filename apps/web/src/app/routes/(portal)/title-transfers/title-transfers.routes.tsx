import { IconTransfer } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const TitleTransfersPage = lazyPage(
  () => import('./title-transfers-page'),
  (module) => module.TitleTransfersPage,
);

/**
 * Issue 14 §9: the title transfers at a storage provider's sites (its users' landing page,
 * LANDING_PATH), and every one for staff; the API's /api/title-transfers answers the same roles.
 */
export const titleTransfersSection = defineSection({
  path: '/portal/title-transfers',
  access: { roles: ['Storage Provider', 'Admin', 'CGX Sales'] },
  sidebar: { label: 'Title Transfers', icon: IconTransfer },
  pages: [{ path: '', title: title('Title Transfers'), element: <TitleTransfersPage /> }],
});
