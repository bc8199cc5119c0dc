import { MSG } from '@cgx/domain/messages';
import { Alert } from '@mantine/core';
import { useNavigate } from 'react-router';
import { InviteUserForm } from '../../../../features/organisation-users/components/invite-user-form';
import { useSignedInSession } from '../../../../session/session-context';
import { notifySuccess } from '../../../../lib/notify';
import { PortalPage } from '../layout/portal-page';

/** /portal/users/invite: the organisation's administrator adds a colleague, who is e-mailed a link to choose a password. */
export function InviteUserPage() {
  const session = useSignedInSession();
  const navigate = useNavigate();
  return (
    <PortalPage title="Invite User">
      {session.user.isOrganisationAdmin ? (
        <InviteUserForm
          organisationName={session.organisation.tradingName}
          onInvited={(user) => {
            notifySuccess(
              `We have e-mailed ${user.firstName} ${user.lastName} (${user.email}) a link to choose a password.`,
              'Invitation sent',
            );
            void navigate('/portal/users');
          }}
          onCancel={() => void navigate('/portal/users')}
        />
      ) : (
        <Alert color="yellow" title="Only the administrator invites users">
          {MSG.onlyAdministratorInvites}
        </Alert>
      )}
    </PortalPage>
  );
}
