import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../app/theme';
import { SessionContext, type SessionContextValue } from '../session/session-context';

export function makeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } } });
}

export function sessionValue(overrides: Partial<SessionContextValue> = {}): SessionContextValue {
  return {
    status: 'anonymous',
    session: null,
    token: null,
    retry: vi.fn(),
    signIn: vi.fn(),
    logout: vi.fn(async () => {}),
    logoutLocal: vi.fn(),
    ...overrides,
  };
}

interface Options {
  route?: string;
  session?: SessionContextValue | null;
  queryClient?: QueryClient;
}

export function Providers({
  children,
  route = '/',
  session = sessionValue(),
  queryClient = makeQueryClient(),
}: Options & { children: ReactNode }) {
  const tree = (
    <MemoryRouter initialEntries={[route]}>
      {session ? <SessionContext.Provider value={session}>{children}</SessionContext.Provider> : children}
    </MemoryRouter>
  );
  return (
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>
    </MantineProvider>
  );
}

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  return render(<Providers {...options}>{ui}</Providers>);
}
