import { useAppStatus } from '../../../features/app-status/api/use-app-status';
import { MaintenanceNotice } from '../../../features/app-status/components/maintenance-notice';

/** /maintenance can be opened directly; the same notice replaces every page while the flag is on. */
export function MaintenancePage() {
  const status = useAppStatus();
  return <MaintenanceNotice support={status.data?.support} />;
}
