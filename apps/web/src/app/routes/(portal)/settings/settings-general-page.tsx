import { Text } from '@mantine/core';
import { FeatureFlagList } from '../../../../features/settings/components/feature-flag-list';
import { PortalPage } from '../layout/portal-page';

/** /portal/settings/general: staff with the 'setting' permission switch the feature flags. */
export function SettingsGeneralPage() {
  return (
    <PortalPage title="General Settings">
      <Text c="dimmed">Changes apply at once, for every user of the exchange.</Text>
      <FeatureFlagList />
    </PortalPage>
  );
}
