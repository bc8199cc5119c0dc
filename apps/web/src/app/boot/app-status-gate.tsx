import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { CenteredLoader } from '../../components/ui/centered-loader';
import { APP_STATUS_QUERY_KEY, useAppStatus } from '../../features/app-status/api/use-app-status';
import { MaintenanceNotice } from '../../features/app-status/components/maintenance-notice';
import { onServiceUnavailable } from '../../lib/api-client';
import { readSessionTokens } from '../../lib/storage';
import { lazyPage } from '../../components/ui/lazy-page';
import { MAINTENANCE_SETTINGS_PATH } from './maintenance-paths';

/** Only staff switching maintenance off ever see it. */
const MaintenanceSettings = lazyPage(
  () => import('./maintenance-settings'),
  (module) => module.MaintenanceSettings,
);

/**
 * Boot: GET /api/app-status before any route renders. While the maintenance flag is on, every
 * route shows the maintenance page; the one exception lets signed-in staff reach General Settings
 * to switch it off again (the server allows that call during maintenance and checks the permission).
 */
export function AppStatusGate({ children }: { children: ReactNode }) {
  const status = useAppStatus();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  // Any 503 may mean maintenance has begun: look again.
  useEffect(() => onServiceUnavailable(() => void queryClient.invalidateQueries({ queryKey: APP_STATUS_QUERY_KEY })), [queryClient]);

  if (status.isPending) return <CenteredLoader label="Loading the exchange" minHeight="100vh" />;
  if (status.data?.maintenance) {
    if (pathname === MAINTENANCE_SETTINGS_PATH && readSessionTokens()) {
      return <MaintenanceSettings support={status.data.support} />;
    }
    return <MaintenanceNotice support={status.data.support} />;
  }
  // No answer at all: render the routes; each call reports its own failure.
  return children;
}
