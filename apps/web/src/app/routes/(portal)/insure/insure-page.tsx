import { InsureSubscription } from '../../../../features/insure/components/insure-subscription';
import { PortalPage } from '../layout/portal-page';

/** /portal/insure: the grower's igrainX insure subscription, where the agent's subscription link leads (decision 0169). */
export function InsurePage() {
  return (
    <PortalPage title="igrainX Insure">
      <InsureSubscription />
    </PortalPage>
  );
}
