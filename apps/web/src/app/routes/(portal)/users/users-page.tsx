import { Button, Group, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserList } from '../../../../features/organisation-users/components/user-list';
import { useSignedInSession } from '../../../../session/session-context';
import { PortalPage } from '../layout/portal-page';

/** /portal/users: the organisation's users; its administrator invites new ones. */
export function UsersPage() {
  const session = useSignedInSession();
  return (
    <PortalPage title="Users">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <Text c="dimmed" maw={560}>
          The people of {session.organisation.tradingName} who use the exchange.{' '}
          {session.user.isOrganisationAdmin ? 'As its administrator, you can invite others.' : 'Its administrator can invite others.'}
        </Text>
        {session.user.isOrganisationAdmin && (
          <Button component={Link} to="/portal/users/invite" leftSection={<IconUserPlus size={16} aria-hidden />}>
            Invite user
          </Button>
        )}
      </Group>
      <UserList />
    </PortalPage>
  );
}
