import { MSG } from '@cgx/domain/messages';
import type { TNotification } from '@cgx/domain/notifications.schemas';
import { ActionIcon, Badge, Box, Button, Divider, Group, Loader, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBell, IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { badgeLabel } from '../badge';
import { useNotifications } from '../hooks/use-notifications';

/** spec 000 §2.4, §4: the portal header's bell; `live` is off while impersonating. */
export function NotificationBell({ live }: { live: boolean }) {
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const { query, notifications, unreadCount, markOne, markAll } = useNotifications({ live });
  const badge = badgeLabel(unreadCount);

  const open = (notification: TNotification) => {
    if (!notification.read) markOne.mutate(notification.id);
    if (notification.link) {
      setOpened(false);
      navigate(notification.link);
    }
  };

  return (
    // The badge sits beside the target, not in it: the target gets aria-haspopup, which a plain box may not carry.
    <Box pos="relative">
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => setOpened((value) => !value)}
            aria-label={unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications'}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <Group justify="space-between" px="md" py="sm">
            <Text fw={700}>Notifications</Text>
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconChecks size={16} aria-hidden />}
              disabled={unreadCount === 0}
              loading={markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              Mark all read
            </Button>
          </Group>
          <Divider />
          <ScrollArea.Autosize mah={420}>
            {query.isPending ? (
              <Group justify="center" p="md">
                <Loader size="sm" aria-label="Loading notifications" />
              </Group>
            ) : (
              <Stack gap={0}>
                {unreadCount === 0 && (
                  <Text size="sm" c="dimmed" ta="center" p="md">
                    {MSG.noNotifications}
                  </Text>
                )}
                {notifications.map((notification) => (
                  <Group
                    key={notification.id}
                    gap="xs"
                    px="md"
                    py="sm"
                    wrap="nowrap"
                    align="flex-start"
                    bg={notification.read ? undefined : 'forest.0'}
                    style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                  >
                    <UnstyledButton onClick={() => open(notification)} style={{ flex: 1 }}>
                      <Text size="sm" fw={notification.read ? 400 : 600}>
                        {notification.body}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(notification.createdAt)}
                      </Text>
                    </UnstyledButton>
                    {!notification.read && (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => markOne.mutate(notification.id)}
                        aria-label={`Mark read: ${notification.body}`}
                      >
                        Mark read
                      </Button>
                    )}
                  </Group>
                ))}
                {query.hasNextPage && (
                  <Button variant="subtle" m="xs" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                    Load more
                  </Button>
                )}
              </Stack>
            )}
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
      {badge && (
        <Badge
          data-testid="notification-badge"
          // red 9 (#c92a2a): white on Mantine's default red 6 reads 3.3:1, under WCAG's 4.5:1.
          color="red.9"
          size="sm"
          radius="xl"
          pos="absolute"
          top={-4}
          right={-8}
          px={5}
          style={{ pointerEvents: 'none' }}
        >
          {badge}
        </Badge>
      )}
    </Box>
  );
}
