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

const LIST = '/portal/my-sales';

/** spec 001 §2, grower routes: the grower's sales, each with its contract note and its page. */
export const mySalesSection = defineSection({
  path: LIST,
  access: { roles: ['Grower'] },
  sidebar: { label: 'My Sales', icon: IconReceipt },
  pages: [
    {
      path: '',
      title: title('My Sales'),
      element: <MemberTradesPage title="My Sales" view="sales" listPath={LIST} empty="No sales yet." />,
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
