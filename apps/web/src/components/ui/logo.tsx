import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The CGX mark and name, linking to the homepage. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Anchor component={Link} to="/" underline="never" aria-label="CGX Grain Exchange home" display="block">
      <Group gap={8} wrap="nowrap">
        <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <rect width="64" height="64" rx="14" fill="var(--mantine-color-forest-8)" />
          <path
            d="M32 12c-3 6-3 12 0 16 3-4 3-10 0-16zm-9 12c0 6 3 11 8 12 0-6-3-10-8-12zm18 0c-5 2-8 6-8 12 5-1 8-6 8-12zm-18 12c0 6 3 11 8 12 0-6-3-10-8-12zm18 0c-5 2-8 6-8 12 5-1 8-6 8-12z"
            fill="var(--mantine-color-wheat-4)"
          />
          <rect x="31" y="28" width="2" height="26" rx="1" fill="var(--mantine-color-wheat-4)" />
        </svg>
        <Text component="span" fw={800} fz="xl" c="forest.8" lh={1}>
          CGX
        </Text>
        {/* The visible text reads 'CGX Grain Exchange', as the link's name begins (WCAG 2.5.3); a flex row does not show the space. */}
        {!compact && ' '}
        {!compact && (
          <Text component="span" fz="sm" c="dimmed" lh={1} visibleFrom="sm">
            Grain Exchange
          </Text>
        )}
      </Group>
    </Anchor>
  );
}
