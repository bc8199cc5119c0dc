import { ProfileDetails } from '../../../features/profile/components/profile-details';
import { PortalPage } from './layout/portal-page';

export function ProfilePage() {
  return (
    <PortalPage title="My Profile">
      <ProfileDetails />
    </PortalPage>
  );
}
