import { Anchor, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconVolume } from '@tabler/icons-react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useLiveMarketData } from '../../../../features/market-data/hooks/use-live-market-data';

const SECTIONS = [
  { value: 'trades', label: 'Trades' },
  { value: 'offers', label: 'Offers' },
  { value: 'bids', label: 'Bids' },
  { value: 'overview', label: 'Overview' },
] as const;

/** spec 000 §2.1 public market views: one live subscription for all of them, and tabs between them. */
export function MarketLayout() {
  useLiveMarketData();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = SECTIONS.find((section) => pathname === `/market/${section.value}`)?.value ?? null;

  return (
    <Container size="xl" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>Market</Title>
            <Text c="dimmed">The anonymous market of the exchange, live: no buyer or seller is ever named.</Text>
          </Stack>
          <Anchor component={Link} to="/sounds" fw={600} display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
            <IconVolume size={18} aria-hidden /> Market sounds
          </Anchor>
        </Group>
        <Tabs value={current} onChange={(value) => value && navigate(`/market/${value}`)} activateTabWithKeyboard={false}>
          <Tabs.List aria-label="Market views">
            {SECTIONS.map((section) => (
              <Tabs.Tab key={section.value} value={section.value} fz="md">
                {section.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Outlet />
      </Stack>
    </Container>
  );
}
