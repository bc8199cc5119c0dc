import type { TProfile } from '@cgx/domain/profile.schemas';
import { Alert, Skeleton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PROFILE_QUERY_KEY } from '../../../../features/profile/api/profile-api';
import { useProfile } from '../../../../features/profile/api/use-profile';
import { ProfileForm } from '../../../../features/profile/components/profile-form';
import { notifySuccess } from '../../../../lib/notify';
import { PortalPage } from '../layout/portal-page';

/** spec 000 §2.3 'profile/edit': the user's own name and mobile (decision 0152). */
export function ProfileEditPage() {
  const profile = useProfile();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const saved = (updated: TProfile) => {
    queryClient.setQueryData(PROFILE_QUERY_KEY, updated);
    // The profile menu shows the name from the session.
    void queryClient.invalidateQueries({ queryKey: ['session'] });
    notifySuccess('Your profile is saved.');
    void navigate('/portal/profile');
  };
  return (
    <PortalPage title="Edit Profile">
      {profile.isPending && <Skeleton height={360} radius="md" maw={720} />}
      {profile.isError && (
        <Alert color="red" title="Your profile could not be loaded" role="alert">
          {profile.error.message}
        </Alert>
      )}
      {profile.data && <ProfileForm profile={profile.data} onSaved={saved} onCancel={() => void navigate('/portal/profile')} />}
    </PortalPage>
  );
}
