import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconHome, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { exitImpersonation } from '../../../../features/impersonation/exit-impersonation';
import { useSession, useSignedInSession } from '../../../../session/session-context';

/** spec 000 §2.4: My Portal, My Profile and Logout (Exit Impersonation while impersonating). */
export function ProfileMenu() {
  const session = useSignedInSession();
  const { logout } = useSession();
  const { firstName, lastName } = session.user;
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();

  // spec 000 §4: exit ends the impersonation session and closes the window opened for it (or returns to staff).
  const onLogout = () => (session.impersonating ? exitImpersonation() : logout());

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        {/* Named by its content, so the visible first name is part of the name (WCAG 2.5.3): 'Profile menu Jess'. */}
        <UnstyledButton style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
          <VisuallyHidden>Profile menu</VisuallyHidden>
          <Group gap={8} wrap="nowrap">
            <Avatar color={session.impersonating ? 'red' : 'forest'} radius="xl" size={36} aria-hidden>
              {initials}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm">
              {firstName}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          {firstName} {lastName}
          <br />
          {session.organisation.tradingName}
        </Menu.Label>
        <Menu.Item component={Link} to="/portal" leftSection={<IconHome size={16} aria-hidden />}>
          My Portal
        </Menu.Item>
        <Menu.Item component={Link} to="/portal/profile" leftSection={<IconUserCircle size={16} aria-hidden />}>
          My Profile
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          {session.impersonating ? 'Exit Impersonation' : 'Logout'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
