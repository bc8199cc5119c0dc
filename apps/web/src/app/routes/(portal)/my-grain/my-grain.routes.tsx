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

/** spec 001 §2, grower routes: the grower's grain and offers. */
export const myGrainSection = defineSection({
  path: '/portal/my-grain',
  access: { roles: ['Grower'] },
  sidebar: { label: 'My Grain', icon: IconPlant2 },
  pages: [
    { path: '', title: title('My Grain'), element: <MyGrainPage tab="grain" /> },
    { path: 'lapsed-offers', title: title('Lapsed Offers'), element: <MyGrainPage tab="lapsed" /> },
    { path: 'create', title: title('Grain', 'Create'), element: <DeclareGrainPage /> },
    { path: ':grainId/edit', title: title('Grain', 'Edit'), element: <EditGrainPage /> },
  ],
});
