import { BackOfficeTradeList } from '../../../../features/back-office-trades/components/back-office-trade-list';
import { useSignedInSession } from '../../../../features/session/session-context';
import { PortalPage } from '../layout/portal-page';
import { TradesListTabs } from './deliveries-tabs';

/** spec 002 §2 'Trades': the staff's list of every trade (the igrainX filters with the igrainTrade flag). */
export function TradesPage() {
  const session = useSignedInSession();
  return (
    <PortalPage title="Trades">
      <TradesListTabs current="trades" />
      <BackOfficeTradeList igrainFilters={session.featureFlags.igrainTrade} />
    </PortalPage>
  );
}
