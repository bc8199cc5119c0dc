import { IconPlant2 } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const MyGrainPage = lazyPage(
  () => import('./my-grain-page'),
  (module) => module.MyGrainPage,
);
const DeclareGrainPage = lazyPage(
  () => import('./farm-grain-pages'),
  (module) => module.DeclareGrainPage,
);
const EditGrainPage = lazyPage(
  () => import('./farm-grain-pages'),
  (module) => module.EditGrainPage,
);

const OfferFormPage = lazyPage(
  () => import('../offer-form-page'),
  (module) => module.OfferFormPage,
);

const GROWER_LISTS = { active: '/portal/my-grain', lapsed: '/portal/my-grain/lapsed-offers' };

/** spec 001 §2, grower routes: the grower's grain and offers. */
export const myGrainSection = defineSection({
  path: '/portal/my-grain',
  access: { roles: ['Grower'] },
  sidebar: { label: 'My Grain', icon: IconPlant2 },
  pages: [
    { path: '', title: title('My Grain'), element: <MyGrainPage tab="grain" /> },
    { path: 'lapsed-offers', title: title('Lapsed Offers'), element: <MyGrainPage tab="lapsed" /> },
    { path: 'cancelled-offers', title: title('Cancelled Offers'), element: <MyGrainPage tab="cancelled" /> },
    { path: 'create', title: title('Grain', 'Create'), element: <DeclareGrainPage /> },
    { path: ':grainId/edit', title: title('Grain', 'Edit'), element: <EditGrainPage /> },
    { path: 'offer/create', title: title('Offer', 'Create'), element: <OfferFormPage market="cgx" lists={GROWER_LISTS} /> },
    // spec 001 §2: an igrainX offer made from a market bid (?bid= names the bid line; a cgx bid opens offer/create?bid=).
    {
      path: 'sell-grain/igrain-offer/create',
      title: title('Offer', 'Create'),
      element: <OfferFormPage market="igrainx" lists={GROWER_LISTS} />,
    },
    {
      path: ':grainId/offer/create',
      title: title('Offer', 'Create'),
      element: <OfferFormPage market="cgx" lists={GROWER_LISTS} />,
    },
    {
      path: ':grainId/offer/:offerId',
      title: title('Offer', 'Edit', 'reOffer'),
      element: <OfferFormPage market="cgx" lists={GROWER_LISTS} />,
    },
    {
      path: ':grainId/igrain-offer/create',
      title: title('Offer', 'Create'),
      element: <OfferFormPage market="igrainx" lists={GROWER_LISTS} />,
    },
    {
      path: ':grainId/igrain-offer/:offerId',
      title: title('Offer', 'Edit', 'reOffer'),
      element: <OfferFormPage market="igrainx" lists={GROWER_LISTS} />,
    },
    {
      path: 'lapsed-offers/:offerId',
      title: title('Offer', 'Re-'),
      element: <OfferFormPage market="cgx" lists={GROWER_LISTS} reoffer />,
    },
    {
      path: 'lapsed-igrain-offers/:offerId',
      title: title('Offer', 'Re-'),
      element: <OfferFormPage market="igrainx" lists={GROWER_LISTS} reoffer />,
    },
  ],
});
