import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';

/** Every portal page: breadcrumb, title as the one h1, and document.title '<title> | CGX'. */
export function PortalPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <Breadcrumbs aria-label="Breadcrumb" separator="/" fz="sm">
          <Anchor component={Link} to="/portal" size="sm">
            My Portal
          </Anchor>
          <Text size="sm" c="dimmed" aria-current="page">
            {title}
          </Text>
        </Breadcrumbs>
        <Title order={1}>{title}</Title>
      </Stack>
      {children}
    </Stack>
  );
}
