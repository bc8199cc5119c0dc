import { IconUserShare } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const ImpersonationPage = lazyPage(
  () => import('./impersonation-page'),
  (module) => module.ImpersonationPage,
);

/** spec 000 §2.2: staff choose a user to impersonate. */
export const impersonationSection = defineSection({
  path: '/portal/impersonation',
  access: { roles: ['Admin', 'CGX Sales'] },
  sidebar: { label: 'Impersonate a User', icon: IconUserShare },
  pages: [{ path: '', title: title('Impersonate a User'), element: <ImpersonationPage /> }],
});
