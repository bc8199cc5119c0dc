import type { TProfile } from '@cgx/domain/profile.schemas';
import { ORGANISATION_TYPE_LABELS } from '@cgx/domain/roles';
import { Alert, Badge, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { isApiError } from '../../../lib/api-client';
import { formatAbn, formatDateTime, formatMfaChannel, formatMobile } from '../../../lib/format';
import { useProfile } from '../api/use-profile';
import { DetailList } from './detail-list';

const statusColor = (status: string) => (status === 'active' ? 'forest' : status === 'pending' ? 'wheat' : 'gray');
const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

/** My Profile: the user and their organisation, as GET /api/profile answers. */
export function ProfileDetails() {
  const profile = useProfile();
  if (profile.isPending) return <Skeleton height={320} radius="md" />;
  if (profile.isError) {
    return (
      <Alert color="red" title="Your profile could not be loaded">
        {isApiError(profile.error) ? profile.error.message : 'Please try again.'}
      </Alert>
    );
  }
  return <ProfileSections profile={profile.data} />;
}

export function ProfileSections({ profile }: { profile: TProfile }) {
  const { user, organisation } = profile;
  return (
    <Stack gap="lg">
      <Paper p={{ base: 'md', sm: 'xl' }} radius="md">
        <Title order={2} fz="lg" mb="md">
          You
        </Title>
        <DetailList
          items={[
            { label: 'Name', value: `${user.firstName} ${user.lastName}` },
            { label: 'E-mail', value: user.email },
            { label: 'Mobile', value: formatMobile(user.mobile) },
            { label: 'Login number', value: user.loginNumber },
            { label: 'Role', value: user.role },
            { label: 'Verification (MFA)', value: formatMfaChannel(user.mfaChannel) },
            { label: 'Last sign-in', value: formatDateTime(user.lastSignInAt) },
          ]}
        />
      </Paper>
      <Paper p={{ base: 'md', sm: 'xl' }} radius="md">
        <Title order={2} fz="lg" mb="md">
          Your organisation
        </Title>
        <DetailList
          items={[
            { label: 'Trading name', value: organisation.tradingName },
            { label: 'Type', value: ORGANISATION_TYPE_LABELS[organisation.type] },
            { label: 'ABN', value: formatAbn(organisation.abn) },
            { label: organisation.ngrs.length > 1 ? 'NGRs' : 'NGR', value: organisation.ngrs.join(', ') || '—' },
            { label: 'State', value: organisation.state ?? '—' },
            {
              label: 'Status',
              value: (
                <Badge color={statusColor(organisation.status)} variant="light">
                  {titleCase(organisation.status)}
                </Badge>
              ),
            },
          ]}
        />
      </Paper>
    </Stack>
  );
}
