import { SIDEBAR_WIDTH_PX } from '@cgx/domain/constants';
import { ActionIcon, AppShell, Box, Burger, Group, Tooltip } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Logo } from '../../../../components/ui/logo';
import { SkipLink } from '../../../../components/ui/skip-link';
import { Banners } from '../../../../features/banners/components/banners';
import { useImpersonationGuard } from '../../../../features/impersonation/hooks/use-impersonation-guard';
import { MarketTicker } from '../../../../features/market-status/components/market-ticker';
import { NotificationBell } from '../../../../features/notifications/components/notification-bell';
import { useSignedInSession } from '../../../../session/session-context';
import { STORAGE_KEYS, writeLastPath } from '../../../../lib/storage';
import { ImpersonationNotice } from './impersonation-notice';
import { PortalSidebar } from './portal-sidebar';
import { ProfileMenu } from './profile-menu';

const COLLAPSED_WIDTH_PX = 72;
const HEADER_HEIGHT_PX = 64;

/** The portal shell: header (logo, market ticker, notification bell, profile menu), banners, collapsible sidebar, page. */
export function PortalLayout() {
  const location = useLocation();
  const session = useSignedInSession();
  useImpersonationGuard(session);
  const [mobileOpened, mobile] = useDisclosure(false);
  // One ticker at a time: in the header, or on a phone (below Mantine's sm) at the head of the navigation.
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
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
            {!phone && <MarketTicker />}
            {/* spec 000 §4: no notification subscription while impersonating. */}
            <NotificationBell live={!session.impersonating} />
            <ProfileMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        {/* On a phone the header has no room for the ticker: it heads the navigation instead. */}
        {phone && (
          <Box px="md" pt="md">
            <MarketTicker />
          </Box>
        )}
        <PortalSidebar collapsed={collapsed} />
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <Banners />
        {session.impersonating && <ImpersonationNotice session={session} />}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
