import { IconUsersGroup } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const MyClientsGrainPage = lazyPage(
  () => import('./my-clients-grain-page'),
  (module) => module.MyClientsGrainPage,
);

const OfferFormPage = lazyPage(
  () => import('../offer-form-page'),
  (module) => module.OfferFormPage,
);

const AGENT_LISTS = { active: '/portal/my-clients-grain/my-client-offers', lapsed: '/portal/my-clients-grain/lapsed-offers' };

/** spec 001 §2, agent routes: the offers an agent placed for its clients. */
export const myClientsGrainSection = defineSection({
  path: '/portal/my-clients-grain',
  access: { roles: ['Agent'] },
  sidebar: { label: 'My Clients Grain', icon: IconUsersGroup },
  pages: [
    { path: '', title: title('My Clients Grain'), element: <Navigate to="my-client-offers" replace /> },
    { path: 'my-client-offers', title: title('My Client Offers'), element: <MyClientsGrainPage tab="offers" /> },
    { path: 'lapsed-offers', title: title('Lapsed Offers'), element: <MyClientsGrainPage tab="lapsed" /> },
    { path: 'cancelled-offers', title: title('Cancelled Offers'), element: <MyClientsGrainPage tab="cancelled" /> },
    { path: 'my-client-offers/create', title: title('Offer', 'Create'), element: <OfferFormPage market="cgx" lists={AGENT_LISTS} /> },
    {
      path: 'my-client-offers/:offerId',
      title: title('Offer', 'Edit', 'reOffer'),
      element: <OfferFormPage market="cgx" lists={AGENT_LISTS} />,
    },
    { path: 'my-client-offers/igrain', title: title('Offer', 'Create'), element: <Navigate to="create" replace /> },
    {
      path: 'my-client-offers/igrain/create',
      title: title('Offer', 'Create'),
      element: <OfferFormPage market="igrainx" lists={AGENT_LISTS} />,
    },
    {
      path: 'my-client-offers/igrain/:offerId',
      title: title('Offer', 'Edit', 'reOffer'),
      element: <OfferFormPage market="igrainx" lists={AGENT_LISTS} />,
    },
  ],
});
