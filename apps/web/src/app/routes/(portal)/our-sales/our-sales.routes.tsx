import { IconReceipt } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const MemberTradesPage = lazyPage(
  () => import('../member-trades-page'),
  (module) => module.MemberTradesPage,
);

/** spec 001 §2, trader routes: what the organisation sold (sell-grain), each with its contract note. */
export const ourSalesSection = defineSection({
  path: '/portal/our-sales',
  access: { roles: ['Trader'] },
  sidebar: { label: 'Our Sales', icon: IconReceipt },
  pages: [{ path: '', title: title('Our Sales'), element: <MemberTradesPage title="Our Sales" view="sales" empty="No sales yet." /> }],
});
