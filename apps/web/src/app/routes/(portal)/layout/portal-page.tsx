import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { PortalBreadcrumbs } from '../../../../features/breadcrumbs/components/portal-breadcrumbs';
import { usePageTitles } from '../../../../features/breadcrumbs/page-titles-context';

/** Every portal page: breadcrumb, title as the one h1, and document.title '<title> | CGX'. */
export function PortalPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  const titles = usePageTitles();
  return (
    <Stack gap="lg" maw={1200}>
      <Stack gap={4}>
        <PortalBreadcrumbs titles={titles} fallbackTitle={title} />
        <Title order={1}>{title}</Title>
      </Stack>
      {children}
    </Stack>
  );
}
