import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection, type SectionPage } from '../portal-section';
import { IGRAINX_SETTINGS, type IgrainxSetting } from './igrainx-settings';

const IgrainxSettingsPage = lazyPage(
  () => import('./igrainx-settings-page'),
  (module) => module.IgrainxSettingsPage,
);
const IgrainxSettingFormPage = lazyPage(
  () => import('./igrainx-setting-form-page'),
  (module) => module.IgrainxSettingFormPage,
);

const BASE = '/portal/market-settings';

/** A tab's list, create and edit pages; create and edit need the tab's permission (spec 001 §9). */
function settingPages(setting: IgrainxSetting): SectionPage[] {
  const { path, label, noun, permission } = IGRAINX_SETTINGS[setting];
  const below = path.slice(BASE.length + 1);
  return [
    { path: below, title: title(label), element: <IgrainxSettingsPage setting={setting} /> },
    {
      path: `${below}/create`,
      title: title(noun, 'Create'),
      access: { permission },
      element: <IgrainxSettingFormPage setting={setting} mode="create" />,
    },
    {
      path: `${below}/:id/edit`,
      title: title(noun, 'Edit'),
      access: { permission },
      element: <IgrainxSettingFormPage setting={setting} mode="edit" />,
    },
  ];
}

/**
 * spec 002 §2 'Market settings': the igrainX settings (admin only, as the server's
 * requireIgrainSettings). The index goes to igrainX until the seasonal, general and fees tabs exist.
 */
export const marketSettingsSection = defineSection({
  path: BASE,
  access: { roles: ['Admin'] },
  sidebar: { label: 'Market Settings', icon: IconAdjustmentsHorizontal, to: IGRAINX_SETTINGS.onFarmStorages.path },
  pages: [
    { path: '', title: title('Market Settings'), element: <Navigate to={`${BASE}/igrainx`} replace /> },
    { path: 'igrainx', title: title('igrainX'), element: <Navigate to={IGRAINX_SETTINGS.onFarmStorages.path} replace /> },
    ...settingPages('onFarmStorages'),
    ...settingPages('varieties'),
    ...settingPages('specialTerms'),
    ...settingPages('deliveredSites'),
  ],
});
