import { STAFF_ACQ_FILES } from '../../../../features/acq-files/api/acq-files-api';
import { AcqFilesScopedPage } from '../acq-file-pages';
import { SETTLEMENTS_PATH, SettlementsTabs } from './settlements-tabs';

/** Settlements → ACQ Files (issue 14 §2): the upload for any storage provider, and the files uploaded so far with their progress. */
export function AcqFilesPage() {
  return <AcqFilesScopedPage scope={STAFF_ACQ_FILES} tabs={<SettlementsTabs current={`${SETTLEMENTS_PATH}/acq-files`} />} />;
}
