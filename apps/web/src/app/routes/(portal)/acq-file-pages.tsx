import { Alert, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useParams } from 'react-router';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { NotFoundContent } from '../../../components/ui/error-page';
import {
  ACQ_POLL_MS,
  type AcqFilesScope,
  acqFileQueryKey,
  acqRowsQueryKey,
  getAcqFile,
  isInProgress,
} from '../../../features/acq-files/api/acq-files-api';
import { AcqFileList } from '../../../features/acq-files/components/acq-file-list';
import { AcqFileSummary } from '../../../features/acq-files/components/acq-file-summary';
import { AcqFileUploadForm } from '../../../features/acq-files/components/acq-file-upload-form';
import { AcqRowList } from '../../../features/acq-files/components/acq-row-list';
import { isApiError } from '../../../lib/api-client';
import { PortalPage } from './layout/portal-page';

type AcqPageProps = {
  /** Staff's (Settlements → ACQ Files) or a storage provider's own (ACQ Files). */
  scope: AcqFilesScope;
  /** The section's tabs over the page, if it has any. */
  tabs?: ReactNode;
};

/**
 * ACQ Files (issue 14 §2 for staff, §9 for a storage provider's users): the upload, and under it
 * the files uploaded so far with their progress. One page for both sections, by its scope.
 */
export function AcqFilesScopedPage({ scope, tabs }: AcqPageProps) {
  return (
    <PortalPage title="ACQ Files">
      {tabs}
      <AcqFileUploadForm scope={scope} />
      <Stack gap="sm" component="section" aria-labelledby="uploaded-acq-files">
        <Title order={2} size="h3" id="uploaded-acq-files">
          Uploaded files
        </Title>
        <AcqFileList scope={scope} />
      </Stack>
    </PortalPage>
  );
}

/**
 * One ACQ file (…/acq-files/:fileId), its progress asked for every second while it is read (the
 * rows list follows each batch), and its rows by outcome with their reasons.
 */
export function AcqFileScopedPage({ scope, tabs }: AcqPageProps) {
  const fileId = useParams().fileId ?? '';
  const queryClient = useQueryClient();
  const file = useQuery({
    queryKey: acqFileQueryKey(scope, fileId),
    queryFn: ({ signal }) => getAcqFile(scope, fileId, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
    refetchInterval: (query) => (query.state.data && isInProgress(query.state.data.status) ? ACQ_POLL_MS : false),
  });
  const processed = file.data?.processedRows;
  useEffect(() => {
    if (processed === undefined) return;
    void queryClient.invalidateQueries({ queryKey: [...LIST_QUERY_ROOT, ...acqRowsQueryKey(scope, fileId)] });
  }, [processed, fileId, queryClient, scope]);

  const missing = isApiError(file.error) && file.error.status === 404;
  return (
    <PortalPage title={file.data ? `ACQ File ${file.data.fileName}` : 'ACQ File'}>
      {tabs}
      {missing ? (
        <NotFoundContent />
      ) : file.data ? (
        <>
          <AcqFileSummary file={file.data} />
          <Stack gap="sm" component="section" aria-labelledby="acq-file-rows">
            <Title order={2} size="h3" id="acq-file-rows">
              Rows
            </Title>
            <AcqRowList scope={scope} file={file.data} />
          </Stack>
        </>
      ) : file.isError ? (
        <Alert color="red" role="alert">
          {file.error.message}
        </Alert>
      ) : (
        <CenteredLoader />
      )}
    </PortalPage>
  );
}
