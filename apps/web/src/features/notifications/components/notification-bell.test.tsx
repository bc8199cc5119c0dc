import { MSG } from '@cgx/domain/messages';
import { LISTS_CHANGED, type TNotification } from '@cgx/domain/notifications.schemas';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscriber } from '../../../lib/cable/cable-client';
import { stubFetch } from '../../../test/fixtures';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { makeQueryClient, renderWithProviders } from '../../../test/render';
import { NotificationBell } from './notification-bell';

const channels = vi.hoisted(() => new Map<string, { handlers: Subscriber; enabled: boolean }>());
vi.mock('../../../lib/cable/use-channel', () => ({
  useChannel: (channel: string, handlers: Subscriber, enabled = true) => channels.set(channel, { handlers, enabled }),
}));

const posted = vi.hoisted(() => [] as unknown[]);
class RecordingChannel {
  onmessage: ((event: MessageEvent) => void) | null = null;
  postMessage(data: unknown) {
    posted.push(data);
  }
  close() {}
}

const note = (id: number, read = false): TNotification => ({
  id,
  kind: 'trade',
  body: `You sold 50 mt (${id})`,
  link: null,
  createdAt: '2026-11-22T01:00:00.000Z',
  read,
});

function serve(state: { unread: number; total?: number }) {
  return stubFetch({
    'GET /api/notifications': (_init, url) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page') ?? '1');
      const total = state.total ?? state.unread;
      const items = Array.from({ length: Math.min(10, Math.max(0, total - (page - 1) * 10)) }, (_, index) =>
        note((page - 1) * 10 + index + 1, index >= state.unread),
      );
      return { body: { notifications: items, page, totalCount: total, unreadCount: state.unread, hasMore: page * 10 < total } };
    },
    'POST /api/notifications/read-all': () => {
      state.unread = 0;
      return { status: 204 };
    },
    'POST /api/notifications/1/read': () => {
      state.unread -= 1;
      return { status: 204 };
    },
  });
}

beforeEach(() => {
  channels.clear();
  posted.length = 0;
  vi.stubGlobal('BroadcastChannel', RecordingChannel);
});

describe('NotificationBell', () => {
  it('reads 9+ above nine unread, and mark all read clears it and tells the other windows', async () => {
    const state = { unread: 12 };
    const { fetchMock, calls } = serve(state);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationBell live />);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('9+');

    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 12 unread' }));
    expect(await screen.findByText('You sold 50 mt (1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/notifications/read-all')).toBe(true);
    expect(posted).toEqual([expect.objectContaining({ type: 'read' })]);
    expect(await screen.findByText(MSG.noNotifications)).toBeInTheDocument();
  });

  it('marks one read and broadcasts it', async () => {
    const state = { unread: 3 };
    const { fetchMock } = serve(state);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationBell live />);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('3');
    await userEvent.click(screen.getByRole('button', { name: 'Notifications, 3 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark read: You sold 50 mt (1)' }));
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
    expect(posted).toHaveLength(1);
  });

  it('refetches when another window announces a read', async () => {
    const state = { unread: 2 };
    const { fetchMock, calls } = serve(state);
    vi.stubGlobal('fetch', fetchMock);
    const instances: RecordingChannel[] = [];
    vi.stubGlobal(
      'BroadcastChannel',
      class extends RecordingChannel {
        constructor() {
          super();
          instances.push(this);
        }
      },
    );
    renderWithProviders(<NotificationBell live />);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('2');
    state.unread = 0;
    const before = calls.length;
    act(() => instances.at(-1)?.onmessage?.({ data: { type: 'read' } } as MessageEvent));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    expect(calls.length).toBeGreaterThan(before);
  });

  it('shows a toast and raises the badge for a pushed notification', async () => {
    const state = { unread: 1 };
    const { fetchMock } = serve(state);
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationBell live />);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('1');
    expect(channels.get('NotificationChannel')?.enabled).toBe(true);
    state.unread = 2;
    act(() =>
      channels
        .get('NotificationChannel')
        ?.handlers.onMessage({ id: 99, body: 'Your bid traded: 100 mt', createdAt: '2026-11-22T02:00:00Z' }),
    );
    expect(await screen.findByText('Your bid traded: 100 mt')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('2'));
  });

  it('refreshes the lists on screen when a notification is pushed', async () => {
    const { fetchMock } = serve({ unread: 0 });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = makeQueryClient();
    queryClient.setQueryData([...LIST_QUERY_ROOT, 'bids', { page: 1 }], { rows: [], total: 0, page: 1, pageSize: 25 });
    renderWithProviders(<NotificationBell live />, { queryClient });
    await waitFor(() => expect(channels.get('NotificationChannel')?.enabled).toBe(true));
    expect(queryClient.getQueryState([...LIST_QUERY_ROOT, 'bids', { page: 1 }])?.isInvalidated).toBe(false);
    act(() =>
      channels.get('NotificationChannel')?.handlers.onMessage({ id: 7, body: 'Your bid traded', createdAt: '2026-11-22T02:00:00Z' }),
    );
    expect(queryClient.getQueryState([...LIST_QUERY_ROOT, 'bids', { page: 1 }])?.isInvalidated).toBe(true);
  });

  it('refreshes the lists on screen when an order lapses, without a toast or a badge', async () => {
    const { fetchMock } = serve({ unread: 0 });
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = makeQueryClient();
    queryClient.setQueryData([...LIST_QUERY_ROOT, 'offers', { page: 1 }], { rows: [], total: 0, page: 1, pageSize: 25 });
    renderWithProviders(<NotificationBell live />, { queryClient });
    await waitFor(() => expect(channels.get('NotificationChannel')?.enabled).toBe(true));
    act(() => channels.get('NotificationChannel')?.handlers.onMessage(LISTS_CHANGED));
    expect(queryClient.getQueryState([...LIST_QUERY_ROOT, 'offers', { page: 1 }])?.isInvalidated).toBe(true);
    expect(screen.queryByText('New notification')).not.toBeInTheDocument();
  });

  it('does not subscribe while impersonating', async () => {
    const { fetchMock } = serve({ unread: 0 });
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NotificationBell live={false} />);
    await waitFor(() => expect(channels.get('NotificationChannel')?.enabled).toBe(false));
  });
});
