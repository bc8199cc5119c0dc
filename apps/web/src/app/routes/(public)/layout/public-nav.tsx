import { Button, Divider, Group, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DisclosurePanel } from '../../../../components/ui/disclosure-panel';
import type { NavItem } from './nav-config';

/** The top nav on a wide screen: links, and dropdowns for the groups. */
export function DesktopNav({ items }: { items: readonly NavItem[] }) {
  if (items.length === 0) return null;
  return (
    <Group component="nav" aria-label="Main" gap="xs">
      {items.map((item) => {
        if (item.kind === 'internal') {
          return (
            <Button key={item.label} component={Link} to={item.to} variant="subtle" color="dark">
              {item.label}
            </Button>
          );
        }
        if (item.kind === 'external') {
          return (
            <Button
              key={item.label}
              component="a"
              href={item.href ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              variant="subtle"
              color="dark"
              rightSection={<IconExternalLink size={14} aria-hidden />}
            >
              {item.label}
            </Button>
          );
        }
        return (
          <DisclosurePanel
            key={item.label}
            openOnHover
            trigger={(props) => (
              <Button {...props} variant="subtle" color="dark" rightSection={<IconChevronDown size={14} aria-hidden />}>
                {item.label}
              </Button>
            )}
          >
            <Stack gap={2}>
              {item.items.map((child) => (
                <NavLink key={child.to} component={Link} to={child.to} label={child.label} />
              ))}
            </Stack>
          </DisclosurePanel>
        );
      })}
    </Group>
  );
}

/** The same items in the mobile drawer. */
export function MobileNav({ items }: { items: readonly NavItem[] }) {
  if (items.length === 0) return null;
  return (
    <Stack component="nav" aria-label="Main" gap={4}>
      {items.map((item) => {
        if (item.kind === 'internal') return <NavLink key={item.label} component={Link} to={item.to} label={item.label} />;
        if (item.kind === 'external') {
          return (
            <NavLink
              key={item.label}
              component="a"
              href={item.href ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              label={item.label}
              rightSection={<IconExternalLink size={14} aria-hidden />}
            />
          );
        }
        return (
          <Stack key={item.label} gap={2}>
            <Divider my={4} />
            <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="sm">
              {item.label}
            </Text>
            {item.items.map((child) => (
              <NavLink key={child.to} component={Link} to={child.to} label={child.label} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}

export function AuthLinks({ signedIn, stacked = false }: { signedIn: boolean; stacked?: boolean }) {
  const Wrapper = stacked ? Stack : Group;
  if (signedIn) {
    return (
      <Wrapper gap="xs">
        <Button component={Link} to="/portal">
          My Portal
        </Button>
      </Wrapper>
    );
  }
  return (
    <Wrapper gap="xs">
      <Button component={Link} to="/login" variant="default">
        Login
      </Button>
      <Button component={Link} to="/register" color="wheat.4" c="dark.9">
        Register
      </Button>
    </Wrapper>
  );
}
