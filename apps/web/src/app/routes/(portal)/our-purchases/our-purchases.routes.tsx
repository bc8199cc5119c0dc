import { IconShoppingBag } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const MemberTradesPage = lazyPage(
  () => import('../member-trades-page'),
  (module) => module.MemberTradesPage,
);

/** spec 001 §2, trader routes: what the organisation bought, each with its contract note. */
export const ourPurchasesSection = defineSection({
  path: '/portal/our-purchases',
  access: { roles: ['Trader'] },
  sidebar: { label: 'Our Purchases', icon: IconShoppingBag },
  pages: [
    {
      path: '',
      title: title('Our Purchases'),
      element: <MemberTradesPage title="Our Purchases" view="purchases" empty="No purchases yet." />,
    },
  ],
});
