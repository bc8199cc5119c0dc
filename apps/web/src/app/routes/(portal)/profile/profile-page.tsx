import { Button, Group } from '@mantine/core';
import { IconBell, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ProfileDetails } from '../../../../features/profile/components/profile-details';
import { canAccess } from '../../../../session/access';
import { useSignedInSession } from '../../../../session/session-context';
import { PortalPage } from '../layout/portal-page';
import { PREFERENCES_ACCESS } from './profile-access';

export function ProfilePage() {
  const session = useSignedInSession();
  return (
    <PortalPage title="My Profile">
      <Group gap="sm" mb="md">
        <Button component={Link} to="/portal/profile/edit" variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
          Edit Profile
        </Button>
        {canAccess(session, PREFERENCES_ACCESS) && (
          <Button component={Link} to="/portal/profile/preferences" variant="light" leftSection={<IconBell size={16} aria-hidden />}>
            Notification Preferences
          </Button>
        )}
      </Group>
      <ProfileDetails />
    </PortalPage>
  );
}
