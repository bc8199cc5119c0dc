import { Stack, Title } from '@mantine/core';
import { AcqFileList } from '../../../../features/acq-files/components/acq-file-list';
import { AcqFileUploadForm } from '../../../../features/acq-files/components/acq-file-upload-form';
import { PortalPage } from '../layout/portal-page';
import { SETTLEMENTS_PATH, SettlementsTabs } from './settlements-tabs';

/** Settlements → ACQ Files (issue 14 §2): the upload, and under it the files uploaded so far with their progress. */
export function AcqFilesPage() {
  return (
    <PortalPage title="ACQ Files">
      <SettlementsTabs current={`${SETTLEMENTS_PATH}/acq-files`} />
      <AcqFileUploadForm />
      <Stack gap="sm" component="section" aria-labelledby="uploaded-acq-files">
        <Title order={2} size="h3" id="uploaded-acq-files">
          Uploaded files
        </Title>
        <AcqFileList />
      </Stack>
    </PortalPage>
  );
}
