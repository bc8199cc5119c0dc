import { IconShoppingBag } from '@tabler/icons-react';
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

const LIST = '/portal/our-purchases';

/** spec 001 §2, trader routes: what the organisation bought, each with its contract note and its page. */
export const ourPurchasesSection = defineSection({
  path: LIST,
  access: { roles: ['Trader'] },
  sidebar: { label: 'Our Purchases', icon: IconShoppingBag },
  pages: [
    {
      path: '',
      title: title('Our Purchases'),
      element: <MemberTradesPage title="Our Purchases" view="purchases" listPath={LIST} empty="No purchases yet." />,
    },
    {
      path: ':tradeId',
      title: title('Trade'),
      element: (
        <RouteParamGuard params={['tradeId']}>
          <MemberTradePage view="purchases" />
        </RouteParamGuard>
      ),
    },
  ],
});
