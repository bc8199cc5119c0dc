import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { breadcrumbTrail, type PageTitles } from '../page-titles';

/** The portal breadcrumb: My Portal, the page's ancestors, and the page (spec 000 §2.3). */
export function PortalBreadcrumbs({ titles, fallbackTitle }: { titles: PageTitles; fallbackTitle: string }) {
  const location = useLocation();
  const trail = breadcrumbTrail(titles, location.pathname, fallbackTitle, location.state);
  return (
    <Breadcrumbs aria-label="Breadcrumb" separator="/" fz="sm">
      {trail.map((crumb) =>
        crumb.to ? (
          <Anchor key={crumb.to} component={Link} to={crumb.to} size="sm">
            {crumb.title}
          </Anchor>
        ) : (
          <Text key="current" size="sm" c="dimmed" aria-current="page">
            {crumb.title}
          </Text>
        ),
      )}
    </Breadcrumbs>
  );
}
