import { ListTabs } from '../../../../components/lists/list-tabs';
import { useSignedInSession } from '../../../../session/session-context';

export const TRADES_LIST_PATH = '/portal/trades';
export const DELIVERIES_LIST_PATH = '/portal/trades/deliveries';

/**
 * spec 002 §2 'Trades': the tabs over the staff's trade lists, Trades and igrainX Deliveries, each
 * a route of its own. Without the igrainTrade feature flag there are no igrainX deliveries to
 * show, so no tabs either.
 */
export function TradesListTabs({ current }: { current: 'trades' | 'deliveries' }) {
  const session = useSignedInSession();
  if (!session.featureFlags.igrainTrade) return null;
  return (
    <ListTabs
      tabs={[
        { path: TRADES_LIST_PATH, label: 'Trades' },
        { path: DELIVERIES_LIST_PATH, label: 'igrainX Deliveries' },
      ]}
      current={current === 'trades' ? TRADES_LIST_PATH : DELIVERIES_LIST_PATH}
    />
  );
}
