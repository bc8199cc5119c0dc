import { IconBuildingWarehouse } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const SellGrainPage = lazyPage(
  () => import('./sell-grain-page'),
  (module) => module.SellGrainPage,
);

const OfferFormPage = lazyPage(
  () => import('../offer-form-page'),
  (module) => module.OfferFormPage,
);

const TRADER_LISTS = { active: '/portal/sell-grain', lapsed: '/portal/sell-grain/lapsed-offers' };

/** spec 001 §2, trader routes: the trader's own offers. */
export const sellGrainSection = defineSection({
  path: '/portal/sell-grain',
  access: { roles: ['Trader'] },
  sidebar: { label: 'Sell Grain', icon: IconBuildingWarehouse },
  pages: [
    { path: '', title: title('Sell Grain'), element: <SellGrainPage tab="active" /> },
    { path: 'grouped-offers', title: title('Grouped Offers'), element: <SellGrainPage tab="grouped" /> },
    { path: 'lapsed-offers', title: title('Lapsed Offers'), element: <SellGrainPage tab="lapsed" /> },
    { path: 'cancelled-offers', title: title('Cancelled Offers'), element: <SellGrainPage tab="cancelled" /> },
    { path: 'offer/create', title: title('Offer', 'Create'), element: <OfferFormPage market="cgx" lists={TRADER_LISTS} /> },
    {
      path: 'offer/:offerId',
      title: title('Offer', 'Edit', 'reOffer'),
      element: <OfferFormPage market="cgx" lists={TRADER_LISTS} />,
    },
  ],
});
