import { PORTAL_USERS_ROLES } from '@cgx/domain/roles';
import { IconUsers } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const UsersPage = lazyPage(
  () => import('./users-page'),
  (module) => module.UsersPage,
);
const InviteUserPage = lazyPage(
  () => import('./invite-user-page'),
  (module) => module.InviteUserPage,
);

/** spec 000 §2.3 and §6: the organisation's users (PORTAL_USERS_ROLES: Grower, Trader, Agent, Analyst, Storage Provider); its administrator invites new ones. */
export const usersSection = defineSection({
  path: '/portal/users',
  access: { roles: PORTAL_USERS_ROLES },
  sidebar: { label: 'Users', icon: IconUsers },
  pages: [
    { path: '', title: title('Users'), element: <UsersPage /> },
    { path: 'invite', title: title('Invite User'), element: <InviteUserPage /> },
  ],
});
