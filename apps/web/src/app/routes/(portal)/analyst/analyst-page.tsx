import { AnalystDashboard } from '../../../../features/analyst/components/analyst-dashboard';
import { PortalPage } from '../layout/portal-page';

/** spec 000 §2.3: /analyst, for the Analyst role only. */
export function AnalystPortalPage() {
  return (
    <PortalPage title="Analyst Portal">
      <AnalystDashboard />
    </PortalPage>
  );
}
