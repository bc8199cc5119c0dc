import { Alert, Box, Container, Stack, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { Logo } from '../../components/ui/logo';
import { usePageTitle } from '../../components/ui/use-page-title';
import { MaintenanceNotice, type SupportContacts } from '../../features/app-status/components/maintenance-notice';
import { useFeatureFlags } from '../../features/settings/api/feature-flags-api';
import { FeatureFlagList } from '../../features/settings/components/feature-flag-list';
import { isApiError } from '../../lib/api-client';

/** General Settings without the portal shell (whose session call is refused during maintenance). */
export function MaintenanceSettings({ support }: { support: SupportContacts }) {
  usePageTitle('General Settings');
  const flags = useFeatureFlags();
  const refused = flags.isError && isApiError(flags.error) && [401, 403, 503].includes(flags.error.status);
  if (refused) return <MaintenanceNotice support={support} />;

  return (
    <Box>
      <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Logo />
      </Box>
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Title order={1}>General Settings</Title>
          <Alert color="red" variant="light" icon={<IconTool aria-hidden />} title="Maintenance mode is on">
            Everyone else sees the maintenance page. Switch maintenance mode off below to reopen the exchange.
          </Alert>
          <FeatureFlagList />
        </Stack>
      </Container>
    </Box>
  );
}
