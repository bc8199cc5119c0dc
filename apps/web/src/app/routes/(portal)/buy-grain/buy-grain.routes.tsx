import { IconShoppingCart } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';
import { BID_SHEETS_ACCESS } from './bid-sheets-access';

const BuyGrainPage = lazyPage(
  () => import('./buy-grain-page'),
  (module) => module.BuyGrainPage,
);

const BidSheetUploadPage = lazyPage(
  () => import('./bid-sheet-upload-page'),
  (module) => module.BidSheetUploadPage,
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
    { path: 'cancelled-bids', title: title('Cancelled Bids'), element: <BuyGrainPage tab="cancelled" /> },
    // The bid-sheet pages need the bidSheets feature flag (spec 001 §2), as placing a sheet does on the server.
    { path: 'our-bid-sheets', title: title('Our Bid Sheets'), element: <BuyGrainPage tab="sheets" />, access: BID_SHEETS_ACCESS },
    {
      path: 'our-bid-sheets/upload',
      title: title('Bid Sheet', 'Upload'),
      element: <BidSheetUploadPage />,
      access: BID_SHEETS_ACCESS,
    },
    { path: 'bid/create', title: title('Bid', 'Create'), element: <BidFormPage market="cgx" /> },
    { path: 'bid/:bidId', title: title('Bid', 'Edit', 'reBid'), element: <BidFormPage market="cgx" /> },
    { path: 'igrain-bid/create', title: title('Bid', 'Create'), element: <BidFormPage market="igrainx" /> },
    { path: 'igrain-bid/:bidId', title: title('Bid', 'Edit', 'reBid'), element: <BidFormPage market="igrainx" /> },
  ],
});
