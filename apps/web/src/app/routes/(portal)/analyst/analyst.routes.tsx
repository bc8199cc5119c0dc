import { IconChartLine } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const AnalystPortalPage = lazyPage(
  () => import('./analyst-page'),
  (module) => module.AnalystPortalPage,
);

/** spec 000 §2.3: the analyst's portal, outside /portal but inside its shell. */
export const analystSection = defineSection({
  path: '/analyst',
  access: { roles: ['Analyst'] },
  sidebar: { label: 'Analyst Portal', icon: IconChartLine },
  pages: [{ path: '', title: title('Analyst Portal'), element: <AnalystPortalPage /> }],
});
