import { BidSheetUploadForm } from '../../../../features/bids/components/bid-sheet-upload-form';
import { PortalPage } from '../layout/portal-page';

/** /portal/buy-grain/our-bid-sheets/upload (spec 001 §2, bidSheets flag): a bid sheet from a CSV or Excel file. */
export function BidSheetUploadPage() {
  return (
    <PortalPage title="Upload Bid Sheet">
      <BidSheetUploadForm />
    </PortalPage>
  );
}
