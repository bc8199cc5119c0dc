import { STAFF_ACQ_FILES } from '../../../../features/acq-files/api/acq-files-api';
import { AcqFileScopedPage } from '../acq-file-pages';
import { SETTLEMENTS_PATH, SettlementsTabs } from './settlements-tabs';

/** settlements/acq-files/:fileId (issue 14 §2): one ACQ file's progress and rows; staff assign an unmatched row to a trade. */
export function AcqFilePage() {
  return <AcqFileScopedPage scope={STAFF_ACQ_FILES} tabs={<SettlementsTabs current={`${SETTLEMENTS_PATH}/acq-files`} />} />;
}
