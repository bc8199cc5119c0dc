import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const DownloadAttachmentPage = lazyPage(
  () => import('./download-attachment-page'),
  (module) => module.DownloadAttachmentPage,
);

const pages = [{ path: '', title: title('Download Attachment'), element: <DownloadAttachmentPage /> }];

/** The links in messages and e-mails (spec 000 §2.3), under /portal and at the root; no sidebar entry. */
export const downloadAttachmentSections = [
  defineSection({ path: '/portal/download-attachment', access: {}, pages }),
  defineSection({ path: '/download-attachment', access: {}, pages }),
];
