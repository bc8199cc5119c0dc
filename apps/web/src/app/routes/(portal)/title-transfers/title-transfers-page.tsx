import { isStaffRole } from '@cgx/domain/roles';
import { TitleTransferList } from '../../../../features/title-transfers/components/title-transfer-list';
import { useSignedInSession } from '../../../../session/session-context';
import { PortalPage } from '../layout/portal-page';

/** Issue 14 §9: the storage provider's landing page, the title transfers at its sites and their state; staff see every one. */
export function TitleTransfersPage() {
  const session = useSignedInSession();
  return (
    <PortalPage title="Title Transfers">
      <TitleTransferList staff={isStaffRole(session.user.role)} />
    </PortalPage>
  );
}
