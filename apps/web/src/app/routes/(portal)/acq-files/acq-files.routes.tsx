import { IconFileUpload } from '@tabler/icons-react';
import { lazyPage } from '../../../../components/ui/lazy-page';
import { PROVIDER_ACQ_FILES } from '../../../../features/acq-files/api/acq-files-api';
import { title } from '../../../../features/breadcrumbs/page-titles';
import { RouteParamGuard } from '../../../../features/session/components/route-param-guard';
import { defineSection } from '../portal-section';

const AcqFilesScopedPage = lazyPage(
  () => import('../acq-file-pages'),
  (module) => module.AcqFilesScopedPage,
);
const AcqFileScopedPage = lazyPage(
  () => import('../acq-file-pages'),
  (module) => module.AcqFileScopedPage,
);

/**
 * Issue 14 §9: a storage provider's users upload their own organisation's ACQ files and follow each
 * one's rows (the API's /api/acq-files, for the Storage Provider role). Staff upload any provider's
 * in Settlements → ACQ Files, where they also assign rows to trades.
 */
export const acqFilesSection = defineSection({
  path: PROVIDER_ACQ_FILES.pagePath,
  access: { roles: ['Storage Provider'] },
  sidebar: { label: 'ACQ Files', icon: IconFileUpload },
  pages: [
    { path: '', title: title('ACQ Files'), element: <AcqFilesScopedPage scope={PROVIDER_ACQ_FILES} /> },
    {
      path: ':fileId',
      title: title('ACQ File'),
      element: (
        <RouteParamGuard params={['fileId']}>
          <AcqFileScopedPage scope={PROVIDER_ACQ_FILES} />
        </RouteParamGuard>
      ),
    },
  ],
});
