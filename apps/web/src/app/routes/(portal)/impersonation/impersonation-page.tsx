import { ImpersonationUsers } from '../../../../features/impersonation/components/impersonation-users';
import { PortalPage } from '../layout/portal-page';

/** Staff: find a user and act as them in a new window (spec 000 §4). */
export function ImpersonationPage() {
  return (
    <PortalPage title="Impersonate a User">
      <ImpersonationUsers />
    </PortalPage>
  );
}
