import { PreferencesForm } from '../../../../features/profile/components/preferences-form';
import { notifySuccess } from '../../../../lib/notify';
import { PortalPage } from '../layout/portal-page';

/** Reached from My Profile: the SMS alerts for new bids that GET/PUT /api/profile/preferences keep. */
export function PreferencesPage() {
  return (
    <PortalPage title="Notification Preferences">
      <PreferencesForm onSaved={() => notifySuccess('Your notification preferences are saved.')} />
    </PortalPage>
  );
}
