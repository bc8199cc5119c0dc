import { StatementForm } from '../../../../features/statements/components/statement-form';
import { PortalPage } from '../layout/portal-page';
import { SETTLEMENTS_PATH, SettlementsTabs } from './settlements-tabs';

/** spec 002 §2 'Settlements' → Settlements (/soi): an organisation's statement for a range of dates (issue 14 §7). */
export function StatementsPage() {
  return (
    <PortalPage title="Settlements">
      <SettlementsTabs current={`${SETTLEMENTS_PATH}/soi`} />
      <StatementForm />
    </PortalPage>
  );
}
