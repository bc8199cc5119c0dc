import { MSG } from '@cgx/domain/messages';
import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconMapSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from './use-page-title';

interface ErrorPageProps {
  title: string;
  message: string;
  icon: ReactNode;
}

/** spec 000 §2.1: an error page with a link to the homepage. */
export function ErrorPage({ title, message, icon }: ErrorPageProps) {
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" gap="lg" ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="wheat">
          {icon}
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dimmed">
          {message}
        </Text>
        <Button component={Link} to="/" size="md">
          Go to the homepage
        </Button>
      </Stack>
    </Container>
  );
}

export const NotFoundContent = () => (
  <ErrorPage title="Page not found" message={MSG.notFound} icon={<IconMapSearch size={40} aria-hidden />} />
);

export const UnauthorisedContent = () => (
  <ErrorPage title="Not authorised" message={MSG.unauthorised} icon={<IconLock size={40} aria-hidden />} />
);
