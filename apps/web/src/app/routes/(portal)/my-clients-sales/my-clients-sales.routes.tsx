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

const LIST = '/portal/my-clients-sales';

/** spec 001 §2, agent routes: the sales the agent made for its authorised clients, each with its contract note and its page (decision 0224: an agent opens its clients' trades as they do). */
export const myClientsSalesSection = defineSection({
  path: LIST,
  access: { roles: ['Agent'] },
  sidebar: { label: 'My Clients Sales', icon: IconReceipt },
  pages: [
    {
      path: '',
      title: title('My Clients Sales'),
      element: <MemberTradesPage title="My Clients Sales" view="client-sales" listPath={LIST} empty="No sales for your clients yet." />,
    },
    {
      path: ':tradeId',
      title: title('Trade'),
      element: (
        <RouteParamGuard params={['tradeId']}>
          <MemberTradePage view="client-sales" />
        </RouteParamGuard>
      ),
    },
  ],
});
