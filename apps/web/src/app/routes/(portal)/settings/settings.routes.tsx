import { IconSettings } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const SettingsGeneralPage = lazyPage(
  () => import('./settings-general-page'),
  (module) => module.SettingsGeneralPage,
);

/** spec 002 §2 'Settings': the exchange's switches, for staff with the setting permission. */
export const settingsSection = defineSection({
  path: '/portal/settings',
  access: { permission: 'setting' },
  sidebar: { label: 'General Settings', icon: IconSettings, to: '/portal/settings/general' },
  pages: [
    { path: '', title: title('Settings'), element: <Navigate to="general" replace /> },
    { path: 'general', title: title('General Settings'), element: <SettingsGeneralPage /> },
  ],
});
