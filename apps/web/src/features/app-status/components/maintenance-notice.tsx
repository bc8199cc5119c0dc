import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import { MSG } from '@cgx/domain/messages';
import { Anchor, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone, IconTool } from '@tabler/icons-react';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { telHref } from '../../../lib/format';

export interface SupportContacts {
  phone: string;
  email: string;
}

/** spec 000 §2.1 /maintenance: unavailable due to system updates and maintenance work, with the support contacts. */
export function MaintenanceNotice({ support }: { support?: SupportContacts | undefined }) {
  usePageTitle('Maintenance');
  const phone = support?.phone || SUPPORT_PHONE;
  const email = support?.email || SUPPORT_EMAIL;
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="sm">
        <Stack align="center" ta="center" gap="lg">
          <ThemeIcon size={72} radius="xl" color="wheat" variant="light">
            <IconTool size={40} aria-hidden />
          </ThemeIcon>
          <Title order={1}>We&rsquo;ll be back soon</Title>
          <Text size="lg">{MSG.maintenanceMode}</Text>
          <Text c="dimmed">If you need help in the meantime, please contact us.</Text>
          <Group justify="center" gap="xl">
            <Anchor href={telHref(phone)} fw={600}>
              <Group gap={6} wrap="nowrap">
                <IconPhone size={18} aria-hidden />
                {phone}
              </Group>
            </Anchor>
            <Anchor href={`mailto:${email}`} fw={600}>
              <Group gap={6} wrap="nowrap">
                <IconMail size={18} aria-hidden />
                {email}
              </Group>
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
