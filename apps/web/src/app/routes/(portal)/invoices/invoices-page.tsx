import { InvoiceList } from '../../../../features/invoices/components/invoice-list';
import { useSignedInSession } from '../../../../session/session-context';
import { PortalPage } from '../layout/portal-page';

/** Issue 14 §3: the member's invoices, each with its PDF; an agent's are its clients', each named. */
export function InvoicesPage() {
  const session = useSignedInSession();
  return (
    <PortalPage title="Invoices">
      <InvoiceList
        label="Invoices"
        empty="No invoices yet: they are raised when title to the grain transfers."
        showParty={session.user.role === 'Agent'}
      />
    </PortalPage>
  );
}
