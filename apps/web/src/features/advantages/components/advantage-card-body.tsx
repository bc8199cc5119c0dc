import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Advantage } from '../advantages';

export function AdvantageCardBody({ advantage, withTitle = true }: { advantage: Advantage; withTitle?: boolean }) {
  const Icon = advantage.icon;
  return (
    <Group align="flex-start" wrap="nowrap" gap="md" data-advantage={advantage.id}>
      <ThemeIcon size={44} radius="md" color="wheat" variant="light">
        <Icon size={26} aria-hidden />
      </ThemeIcon>
      <Stack gap={4}>
        {withTitle && (
          <Text component="h3" fw={700} fz="md">
            {advantage.title}
          </Text>
        )}
        <Text fz="sm" c="dimmed">
          {advantage.description}
        </Text>
      </Stack>
    </Group>
  );
}
