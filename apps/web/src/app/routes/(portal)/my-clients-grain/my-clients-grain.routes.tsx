import { IconUsersGroup } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const MyClientsGrainPage = lazyPage(
  () => import('./my-clients-grain-page'),
  (module) => module.MyClientsGrainPage,
);

/** spec 001 §2, agent routes: the offers an agent placed for its clients. */
export const myClientsGrainSection = defineSection({
  path: '/portal/my-clients-grain',
  access: { roles: ['Agent'] },
  sidebar: { label: 'My Clients Grain', icon: IconUsersGroup },
  pages: [
    { path: '', title: title('My Clients Grain'), element: <Navigate to="my-client-offers" replace /> },
    { path: 'my-client-offers', title: title('My Client Offers'), element: <MyClientsGrainPage tab="offers" /> },
    { path: 'lapsed-offers', title: title('Lapsed Offers'), element: <MyClientsGrainPage tab="lapsed" /> },
  ],
});
