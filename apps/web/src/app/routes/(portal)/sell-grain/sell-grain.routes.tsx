import { IconBuildingWarehouse } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const SellGrainPage = lazyPage(
  () => import('./sell-grain-page'),
  (module) => module.SellGrainPage,
);

/** spec 001 §2, trader routes: the trader's own offers. */
export const sellGrainSection = defineSection({
  path: '/portal/sell-grain',
  access: { roles: ['Trader'] },
  sidebar: { label: 'Sell Grain', icon: IconBuildingWarehouse },
  pages: [
    { path: '', title: title('Sell Grain'), element: <SellGrainPage tab="active" /> },
    { path: 'grouped-offers', title: title('Grouped Offers'), element: <SellGrainPage tab="grouped" /> },
    { path: 'lapsed-offers', title: title('Lapsed Offers'), element: <SellGrainPage tab="lapsed" /> },
  ],
});
