import { IconReceipt } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const MemberTradesPage = lazyPage(
  () => import('../member-trades-page'),
  (module) => module.MemberTradesPage,
);

/** spec 001 §2, grower routes: the grower's sales, each with its contract note. */
export const mySalesSection = defineSection({
  path: '/portal/my-sales',
  access: { roles: ['Grower'] },
  sidebar: { label: 'My Sales', icon: IconReceipt },
  pages: [{ path: '', title: title('My Sales'), element: <MemberTradesPage title="My Sales" view="sales" empty="No sales yet." /> }],
});
