import { IconShoppingCart } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const BuyGrainPage = lazyPage(
  () => import('./buy-grain-page'),
  (module) => module.BuyGrainPage,
);

const BidFormPage = lazyPage(
  () => import('./bid-form-page'),
  (module) => module.BidFormPage,
);

/** spec 001 §2, trader routes: the organisation's bids. */
export const buyGrainSection = defineSection({
  path: '/portal/buy-grain',
  access: { roles: ['Trader'] },
  sidebar: { label: 'Buy Grain', icon: IconShoppingCart },
  pages: [
    { path: '', title: title('Buy Grain'), element: <BuyGrainPage tab="active" /> },
    { path: 'grouped-bids', title: title('Grouped Bids'), element: <BuyGrainPage tab="grouped" /> },
    { path: 'lapsed-bids', title: title('Lapsed Bids'), element: <BuyGrainPage tab="lapsed" /> },
    { path: 'bid/create', title: title('Bid', 'Create'), element: <BidFormPage market="cgx" /> },
    { path: 'bid/:bidId', title: title('Bid', 'Edit', 'reBid'), element: <BidFormPage market="cgx" /> },
    { path: 'igrain-bid/create', title: title('Bid', 'Create'), element: <BidFormPage market="igrainx" /> },
    { path: 'igrain-bid/:bidId', title: title('Bid', 'Edit', 'reBid'), element: <BidFormPage market="igrainx" /> },
  ],
});
