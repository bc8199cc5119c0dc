import { ORGANISATION_TYPE_LABELS } from '@cgx/domain/roles';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSignedInSession } from '../../../session/session-context';
import { PortalPage } from './layout/portal-page';

/** The landing page of each role: who is signed in, for which organisation. */
export function RoleHome({ title }: { title: string }) {
  const { user, organisation, impersonating } = useSignedInSession();
  return (
    <PortalPage title={title}>
      <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="xs">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={4}>
              <Title order={2}>Welcome, {user.firstName}</Title>
              <Text size="lg" fw={600} c="forest.8">
                {organisation.tradingName}
              </Text>
            </Stack>
            {impersonating && (
              <Badge color="red" variant="light" size="lg">
                Impersonating
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Fact label="Organisation type" value={ORGANISATION_TYPE_LABELS[organisation.type]} />
            <Fact label="Your role" value={user.role} />
            <Fact label="Your login number" value={user.loginNumber} />
          </SimpleGrid>
          <Group>
            <Button component={Link} to="/portal/profile" variant="light" leftSection={<IconUserCircle size={18} aria-hidden />}>
              My Profile
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PortalPage>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2} p="md" bg="forest.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
      <Text size="xs" tt="uppercase" fw={700} c="forest.9" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value}
      </Text>
    </Stack>
  );
}
