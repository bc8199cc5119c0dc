import { IconUserCircle } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';
import { PREFERENCES_ACCESS } from './profile-access';

const ProfilePage = lazyPage(
  () => import('./profile-page'),
  (module) => module.ProfilePage,
);
const ProfileEditPage = lazyPage(
  () => import('./profile-edit-page'),
  (module) => module.ProfileEditPage,
);
const PreferencesPage = lazyPage(
  () => import('./preferences-page'),
  (module) => module.PreferencesPage,
);

/** spec 000 §2.3: every signed-in user's own profile (profile, profile/edit) and a grower's notification preferences. */
export const profileSection = defineSection({
  path: '/portal/profile',
  access: {},
  sidebar: { label: 'My Profile', icon: IconUserCircle },
  pages: [
    { path: '', title: title('My Profile'), element: <ProfilePage /> },
    { path: 'edit', title: title('Profile', 'Edit'), element: <ProfileEditPage /> },
    { path: 'preferences', title: title('Notification Preferences'), element: <PreferencesPage />, access: PREFERENCES_ACCESS },
  ],
});
