import { IconReceipt } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const MemberTradesPage = lazyPage(
  () => import('../member-trades-page'),
  (module) => module.MemberTradesPage,
);

/** spec 001 §2, agent routes: the sales the agent made for its authorised clients, each with its contract note. */
export const myClientsSalesSection = defineSection({
  path: '/portal/my-clients-sales',
  access: { roles: ['Agent'] },
  sidebar: { label: 'My Clients Sales', icon: IconReceipt },
  pages: [
    {
      path: '',
      title: title('My Clients Sales'),
      element: <MemberTradesPage title="My Clients Sales" view="client-sales" empty="No sales for your clients yet." />,
    },
  ],
});
