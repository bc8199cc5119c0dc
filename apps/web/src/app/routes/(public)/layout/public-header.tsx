import { Box, Burger, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Logo } from '../../../../components/ui/logo';
import { MarketTicker } from '../../../../features/market-status/components/market-ticker';
import { useSession } from '../../../../session/session-context';
import { routedNavItems, TOP_NAV } from './nav-config';
import classes from './public-layout.module.css';
import { AuthLinks, DesktopNav, MobileNav } from './public-nav';

export function PublicHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The closed drawer mounts when the burger is pointed at, pressed or focused, just before the click
  // that opens it (so it slides in): mounting it costs a long task the page's load does without.
  const [menuWanted, setMenuWanted] = useState(false);
  const wantMenu = () => setMenuWanted(true);
  const { status } = useSession();
  const { pathname } = useLocation();
  const signedIn = status === 'authenticated' || status === 'loading';
  const items = routedNavItems(TOP_NAV);

  // The drawer closes when the user follows one of its links.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on navigation only
  useEffect(() => close(), [pathname]);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="nowrap">
            <Logo />
            <Group visibleFrom="sm">
              <MarketTicker />
            </Group>
          </Group>
          <Group gap="lg" visibleFrom="md" wrap="nowrap">
            <DesktopNav items={items} />
            <AuthLinks signedIn={signedIn} />
          </Group>
          <Burger
            opened={opened}
            onClick={toggle}
            onPointerEnter={wantMenu}
            onPointerDown={wantMenu}
            onFocus={wantMenu}
            hiddenFrom="md"
            aria-label={opened ? 'Close menu' : 'Open menu'}
          />
        </Group>
      </Container>
      {(menuWanted || opened) && (
        <Drawer opened={opened} onClose={close} title="Menu" position="right" size="xs" hiddenFrom="md">
          <Stack gap="lg">
            <Group hiddenFrom="sm">
              <MarketTicker />
            </Group>
            <MobileNav items={items} />
            <AuthLinks signedIn={signedIn} stacked />
          </Stack>
        </Drawer>
      )}
    </Box>
  );
}
