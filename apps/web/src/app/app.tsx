import { TOAST_DURATION_MS } from '@cgx/domain/constants';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from '../features/session/session-provider';
import { AppStatusGate } from './boot/app-status-gate';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes/app-routes';
import { theme } from './theme';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme}>
      <Notifications autoClose={TOAST_DURATION_MS} position="top-right" zIndex={1000} />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppStatusGate>
            <SessionProvider>
              <AppRoutes />
            </SessionProvider>
          </AppStatusGate>
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
