import { PROVIDER_ACQ_FILES } from '../../../../features/acq-files/api/acq-files-api';
import { AcqFileScopedPage, AcqFilesScopedPage } from '../acq-file-pages';

/** A storage provider's own ACQ files and one file's rows (issue 14 §9): loaded with the page, so the API's schemas stay out of the first download. */
export const ProviderAcqFilesPage = () => <AcqFilesScopedPage scope={PROVIDER_ACQ_FILES} />;
export const ProviderAcqFilePage = () => <AcqFileScopedPage scope={PROVIDER_ACQ_FILES} />;
