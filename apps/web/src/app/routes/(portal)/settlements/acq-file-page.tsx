import { Alert, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { LIST_QUERY_ROOT } from '../../../../components/lists/use-page-query';
import { CenteredLoader } from '../../../../components/ui/centered-loader';
import { NotFoundContent } from '../../../../components/ui/error-page';
import { ACQ_POLL_MS, acqFileQueryKey, acqRowsQueryKey, getAcqFile, isInProgress } from '../../../../features/acq-files/api/acq-files-api';
import { AcqFileSummary } from '../../../../features/acq-files/components/acq-file-summary';
import { AcqRowList } from '../../../../features/acq-files/components/acq-row-list';
import { isApiError } from '../../../../lib/api-client';
import { PortalPage } from '../layout/portal-page';
import { SETTLEMENTS_PATH, SettlementsTabs } from './settlements-tabs';

/**
 * settlements/acq-files/:fileId (issue 14 §2): one ACQ file, its progress asked for every second
 * while it is read (the rows list follows each batch), and its rows by outcome with their reasons.
 */
export function AcqFilePage() {
  const fileId = useParams().fileId ?? '';
  const queryClient = useQueryClient();
  const file = useQuery({
    queryKey: acqFileQueryKey(fileId),
    queryFn: ({ signal }) => getAcqFile(fileId, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
    refetchInterval: (query) => (query.state.data && isInProgress(query.state.data.status) ? ACQ_POLL_MS : false),
  });
  const processed = file.data?.processedRows;
  useEffect(() => {
    if (processed === undefined) return;
    void queryClient.invalidateQueries({ queryKey: [...LIST_QUERY_ROOT, ...acqRowsQueryKey(fileId)] });
  }, [processed, fileId, queryClient]);

  const missing = isApiError(file.error) && file.error.status === 404;
  return (
    <PortalPage title={file.data ? `ACQ File ${file.data.fileName}` : 'ACQ File'}>
      <SettlementsTabs current={`${SETTLEMENTS_PATH}/acq-files`} />
      {missing ? (
        <NotFoundContent />
      ) : file.data ? (
        <>
          <AcqFileSummary file={file.data} />
          <Stack gap="sm" component="section" aria-labelledby="acq-file-rows">
            <Title order={2} size="h3" id="acq-file-rows">
              Rows
            </Title>
            <AcqRowList file={file.data} />
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
