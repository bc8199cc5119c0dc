import { TOAST_DURATION_MS } from '@cgx/domain/constants';
import { isListsChanged, type TNotificationsPage } from '@cgx/domain/notifications.schemas';
import { notifications as toasts } from '@mantine/notifications';
import { closeButtonProps } from '../../../lib/notify';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { LIST_QUERY_ROOT } from '../../../components/lists/use-page-query';
import { useChannel } from '../../../lib/cable/use-channel';
import {
  fetchNotificationsPage,
  isPushedNotification,
  markAllNotificationsRead,
  markNotificationRead,
  NOTIFICATIONS_QUERY_KEY,
} from '../api/notifications-api';
import { openReadBroadcast, type ReadBroadcast } from '../read-broadcast';

/**
 * The bell's data: the caller's notifications page by page, read actions that other windows hear
 * about, and (when `live`) a toast and a raised badge for every notification pushed on NotificationChannel.
 */
export function useNotifications({ live }: { live: boolean }) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => fetchNotificationsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });

  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }), [queryClient]);

  const broadcast = useRef<ReadBroadcast | null>(null);
  useEffect(() => {
    const channel = openReadBroadcast(refetch);
    broadcast.current = channel;
    return () => channel.close();
  }, [refetch]);

  const afterRead = () => {
    refetch();
    broadcast.current?.announce();
  };
  const markOne = useMutation({ mutationFn: markNotificationRead, onSuccess: afterRead });
  const markAll = useMutation({ mutationFn: markAllNotificationsRead, onSuccess: afterRead });

  useChannel(
    'NotificationChannel',
    {
      onMessage: (message) => {
        // An order lapsed: the lists on screen refetch; nothing to read in the bell.
        if (isListsChanged(message)) return void queryClient.invalidateQueries({ queryKey: LIST_QUERY_ROOT });
        if (!isPushedNotification(message)) return;
        toasts.show({
          title: 'New notification',
          message: message.body,
          color: 'forest',
          withBorder: true,
          autoClose: TOAST_DURATION_MS,
          closeButtonProps,
        });
        queryClient.setQueryData<InfiniteData<TNotificationsPage>>(NOTIFICATIONS_QUERY_KEY, (data) => raiseUnread(data));
        refetch();
        // Something of the user's changed (an order traded, …): the lists on screen show it without a reload.
        void queryClient.invalidateQueries({ queryKey: LIST_QUERY_ROOT });
      },
      // Pushes sent while the socket was down are lost: catch up.
      onConnected: refetch,
    },
    live,
  );

  const firstPage = query.data?.pages[0];
  return {
    query,
    notifications: query.data?.pages.flatMap((page) => page.notifications) ?? [],
    unreadCount: firstPage?.unreadCount ?? 0,
    markOne,
    markAll,
  };
}

function raiseUnread(data: InfiniteData<TNotificationsPage> | undefined): InfiniteData<TNotificationsPage> | undefined {
  if (!data || data.pages.length === 0) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, unreadCount: first.unreadCount + 1, totalCount: first.totalCount + 1 }, ...rest] };
}
