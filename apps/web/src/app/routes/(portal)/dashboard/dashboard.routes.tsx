import { IconLayoutDashboard } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const DashboardHomePage = lazyPage(
  () => import('../landing-pages'),
  (module) => module.DashboardHomePage,
);

/** spec 002 §2: the staff's landing page. */
export const dashboardSection = defineSection({
  path: '/portal/dashboard',
  access: { roles: ['Admin', 'CGX Sales'] },
  sidebar: { label: 'Dashboard', icon: IconLayoutDashboard, to: '/portal/dashboard/home' },
  pages: [{ path: 'home', title: title('Dashboard'), element: <DashboardHomePage /> }],
});
