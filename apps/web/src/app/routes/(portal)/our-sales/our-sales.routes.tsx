import { IconReceipt } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { RouteParamGuard } from '../../../../features/session/components/route-param-guard';
import { defineSection } from '../portal-section';

const MemberTradesPage = lazyPage(
  () => import('../member-trades-page'),
  (module) => module.MemberTradesPage,
);
const MemberTradePage = lazyPage(
  () => import('../member-trade-page'),
  (module) => module.MemberTradePage,
);

const LIST = '/portal/our-sales';

/** spec 001 §2, trader routes: what the organisation sold (sell-grain), each with its contract note and its page. */
export const ourSalesSection = defineSection({
  path: LIST,
  access: { roles: ['Trader'] },
  sidebar: { label: 'Our Sales', icon: IconReceipt },
  pages: [
    {
      path: '',
      title: title('Our Sales'),
      element: <MemberTradesPage title="Our Sales" view="sales" listPath={LIST} empty="No sales yet." />,
    },
    {
      path: ':tradeId',
      title: title('Trade'),
      element: (
        <RouteParamGuard params={['tradeId']}>
          <MemberTradePage view="sales" />
        </RouteParamGuard>
      ),
    },
  ],
});
