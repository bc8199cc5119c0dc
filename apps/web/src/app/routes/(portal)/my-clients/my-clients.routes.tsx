import { IconAddressBook } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const MyClientsPage = lazyPage(
  () => import('./my-clients-page'),
  (module) => module.MyClientsPage,
);
const ClientGrainPage = lazyPage(
  () => import('./client-grain-page'),
  (module) => module.ClientGrainPage,
);

/** spec 001 §2, agent routes: /my-clients, the growers whose authority the agent holds, and each client's grain. */
export const myClientsSection = defineSection({
  path: '/portal/my-clients',
  access: { roles: ['Agent'] },
  sidebar: { label: 'My Clients', icon: IconAddressBook },
  pages: [
    { path: '', title: title('My Clients'), element: <MyClientsPage /> },
    { path: ':clientId', title: title('Client Grain'), element: <ClientGrainPage /> },
  ],
});
