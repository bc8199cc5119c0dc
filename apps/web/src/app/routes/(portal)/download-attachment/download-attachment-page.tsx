import { useSearchParams } from 'react-router';
import { AttachmentDownload } from '../../../../components/attachments/attachment-download';
import { PortalPage } from '../layout/portal-page';

/** spec 000 §2.2: /download-attachment?path=contract-note/<tradeId>/<side> (also under /portal), behind sign-in. */
export function DownloadAttachmentPage() {
  const [params] = useSearchParams();
  return (
    <PortalPage title="Download Attachment">
      <AttachmentDownload path={params.get('path')} />
    </PortalPage>
  );
}
