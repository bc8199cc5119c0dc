import { SIDEBAR_WIDTH_PX } from '@cgx/domain/constants';
import { ActionIcon, AppShell, Box, Burger, Group, Tooltip } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Logo } from '../../../../components/ui/logo';
import { SkipLink } from '../../../../components/ui/skip-link';
import { StorageBanner } from '../../../../components/ui/storage-banner';
import { STORAGE_KEYS, writeLastPath } from '../../../../lib/storage';
import { PortalSidebar } from './portal-sidebar';
import { ProfileMenu } from './profile-menu';

const COLLAPSED_WIDTH_PX = 72;
const HEADER_HEIGHT_PX = 64;

/** The portal shell: header (logo, ticker and bell slots, profile menu), collapsible sidebar, page. */
export function PortalLayout() {
  const location = useLocation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({
    key: STORAGE_KEYS.sidebarCollapsed,
    defaultValue: false,
    getInitialValueInEffect: false,
  });

  // spec 000 §4: another tab's sign-in brings this tab back to its last visited path.
  const closeMobile = mobile.close;
  useEffect(() => {
    writeLastPath(`${location.pathname}${location.search}`);
    closeMobile();
  }, [location.pathname, location.search, closeMobile]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT_PX }}
      navbar={{
        width: { base: SIDEBAR_WIDTH_PX, sm: collapsed ? COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX },
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <AppShell.Header>
        <SkipLink />
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={mobileOpened ? 'Close navigation' : 'Open navigation'}
            />
            <Tooltip label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                visibleFrom="sm"
                onClick={() => setCollapsed((value) => !value)}
                aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
                aria-pressed={collapsed}
              >
                {collapsed ? (
                  <IconLayoutSidebarLeftExpand size={20} aria-hidden />
                ) : (
                  <IconLayoutSidebarLeftCollapse size={20} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
            <Logo />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Box data-testid="market-ticker-slot" />
            <Box data-testid="notification-bell-slot" />
            <ProfileMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <PortalSidebar collapsed={collapsed} />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <StorageBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
