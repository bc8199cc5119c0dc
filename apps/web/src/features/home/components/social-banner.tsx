import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBrandLinkedin } from '@tabler/icons-react';

interface SocialBannerProps {
  /** The network to follow, e.g. SOCIAL_LINKS' LinkedIn (lib/external-links), passed in by the page. */
  network: { label: string; url: string };
}

/** spec 000 §2.5: a banner inviting visitors to follow the product on a social network. */
export function SocialBanner({ network }: SocialBannerProps) {
  return (
    <Paper radius="md" p={{ base: 'lg', sm: 'xl' }} bg="forest.8" c="white" withBorder={false}>
      <Group justify="space-between" gap="lg">
        <Stack gap={4} maw={640}>
          <Title order={2} c="white" fz={{ base: 'xl', sm: 26 }}>
            Follow CGX on {network.label}
          </Title>
          <Text c="forest.0">Market news, trading insights and product updates from the exchange, in your feed.</Text>
        </Stack>
        <Button
          component="a"
          href={network.url}
          target="_blank"
          rel="noopener noreferrer"
          size="md"
          color="wheat.4"
          c="dark.9"
          leftSection={<IconBrandLinkedin size={20} aria-hidden />}
        >
          Follow us on {network.label}
        </Button>
      </Group>
    </Paper>
  );
}
