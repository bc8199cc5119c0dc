import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { VALUE_CLAIMS } from '../home-content';

/**
 * spec 000 §1 and §2.5: the value-proposition block, under the advantage heading. The page passes
 * the advantage cards in (features do not import each other).
 */
export function ValueProposition({ children }: { children?: ReactNode }) {
  return (
    <Stack gap="lg" component="section" aria-labelledby="value-heading">
      <Title order={2} id="value-heading" maw={760}>
        The exchange is designed to ensure you are in complete control
      </Title>
      {children}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {VALUE_CLAIMS.map((claim) => {
          const ClaimIcon = claim.icon;
          return (
            <Paper key={claim.title} p="lg" radius="md" bg="wheat.0" withBorder={false}>
              <Stack gap={6}>
                <ThemeIcon size={40} radius="xl" color="wheat.4" c="dark.9">
                  <ClaimIcon size={22} aria-hidden />
                </ThemeIcon>
                <Text component="h3" fw={800} fz="lg">
                  {claim.title}
                </Text>
                <Text fz="sm" c="dimmed">
                  {claim.text}
                </Text>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
