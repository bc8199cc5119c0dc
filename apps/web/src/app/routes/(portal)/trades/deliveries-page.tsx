import { DeliveryList } from '../../../../features/igrain-deliveries/components/delivery-list';
import { PortalPage } from '../layout/portal-page';
import { TradesListTabs } from './deliveries-tabs';

/** spec 002 §2 'trades/deliveries': the igrainX deliveries tab of the staff's trades (the route needs the igrainTrade flag). */
export function DeliveriesPage() {
  return (
    <PortalPage title="igrainX Deliveries">
      <TradesListTabs current="deliveries" />
      <DeliveryList />
    </PortalPage>
  );
}
