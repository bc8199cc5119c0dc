import { SUPPORT_PHONE } from '@cgx/domain/constants';
import { AppShell, NavLink, ScrollArea, Tooltip } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { canAccess } from '../../../../session/access';
import { useSignedInSession } from '../../../../session/session-context';
import { telHref } from '../../../../lib/format';
import { PORTAL_SECTIONS } from '../portal-sections';

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The sections this user can reach, and the call-us link. Collapsed, it shows icons with tooltips. */
export function PortalSidebar({ collapsed }: { collapsed: boolean }) {
  const session = useSignedInSession();
  const { pathname } = useLocation();
  const links = PORTAL_SECTIONS.flatMap(({ sidebar, path, access }) =>
    sidebar && canAccess(session, access) ? [{ ...sidebar, path, to: sidebar.to ?? path }] : [],
  );
  const callUs = `Call us ${SUPPORT_PHONE}`;

  return (
    <>
      <AppShell.Section component="nav" aria-label="Portal" grow my="sm" px="xs">
        <ScrollArea.Autosize mah="100%">
          {links.map((section) => {
            const Icon = section.icon;
            const link = (
              <NavLink
                key={section.path}
                component={Link}
                to={section.to}
                label={collapsed ? undefined : section.label}
                aria-label={collapsed ? section.label : undefined}
                leftSection={<Icon size={20} aria-hidden />}
                active={isActive(pathname, section.path)}
                variant="light"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
            return collapsed ? (
              <Tooltip key={section.path} label={section.label} position="right" withArrow>
                {link}
              </Tooltip>
            ) : (
              link
            );
          })}
        </ScrollArea.Autosize>
      </AppShell.Section>
      <AppShell.Section p="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Tooltip label={callUs} position="right" withArrow disabled={!collapsed}>
          <NavLink
            component="a"
            href={telHref(SUPPORT_PHONE)}
            label={collapsed ? undefined : callUs}
            aria-label={collapsed ? callUs : undefined}
            leftSection={<IconPhone size={20} aria-hidden />}
            c="forest.8"
            fw={600}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        </Tooltip>
      </AppShell.Section>
    </>
  );
}
