import { TOAST_DURATION_MS } from '@cgx/domain/constants';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { WhenIdle } from '../components/ui/when-idle';
import { SessionProvider } from '../session/session-provider';
import { AppStatusGate } from './boot/app-status-gate';
import { Monitoring } from './boot/monitoring';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes/app-routes';
import { cssVariablesResolver, theme } from './theme';

const browserRouter = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

/** The whole app. The build's prerender (src/prerender) passes its own query client and a StaticRouter. */
export function App({
  queryClient: given,
  router = browserRouter,
}: {
  queryClient?: QueryClient;
  router?: (routes: ReactNode) => ReactNode;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <WhenIdle>
        {/* Bottom right, three at most: a burst of toasts never covers the bell and the profile menu. */}
        <Notifications autoClose={TOAST_DURATION_MS} position="bottom-right" limit={3} zIndex={1000} />
      </WhenIdle>
      <QueryClientProvider client={queryClient}>
        {router(
          <AppStatusGate>
            <SessionProvider>
              <Monitoring />
              <AppRoutes />
            </SessionProvider>
          </AppStatusGate>,
        )}
      </QueryClientProvider>
    </MantineProvider>
  );
}
