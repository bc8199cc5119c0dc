import { IconFileUpload } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { defineSection } from '../portal-section';

const ProviderAcqFilesPage = lazyPage(
  () => import('./provider-acq-file-pages'),
  (module) => module.ProviderAcqFilesPage,
);
const ProviderAcqFilePage = lazyPage(
  () => import('./provider-acq-file-pages'),
  (module) => module.ProviderAcqFilePage,
);

/** PROVIDER_ACQ_FILES.pagePath, said here so that this file does not bring the API module (and zod) into the first download. */
const ACQ_FILES_PATH = '/portal/acq-files';

/**
 * Issue 14 §9: a storage provider's users upload their own organisation's ACQ files and follow each
 * one's rows (the API's /api/acq-files, for the Storage Provider role). Staff upload any provider's
 * in Settlements → ACQ Files, where they also assign rows to trades.
 */
export const acqFilesSection = defineSection({
  path: ACQ_FILES_PATH,
  access: { roles: ['Storage Provider'] },
  sidebar: { label: 'ACQ Files', icon: IconFileUpload },
  pages: [
    { path: '', title: title('ACQ Files'), element: <ProviderAcqFilesPage /> },
    {
      path: ':fileId',
      title: title('ACQ File'),
      element: <ProviderAcqFilePage />,
    },
  ],
});
