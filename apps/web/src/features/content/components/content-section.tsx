import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './content.module.css';

interface ContentSectionProps {
  title: string;
  intro?: ReactNode;
  /** A white band between the paper-coloured ones. */
  tinted?: boolean;
  children?: ReactNode;
}

/** One titled section of an information page (an h2 and what it covers). */
export function ContentSection({ title, intro, tinted = false, children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} className={tinted ? classes.sectionTinted : undefined}>
      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <Stack gap="lg">
          <Stack gap="xs" maw={760}>
            <Title order={2} id={headingId}>
              {title}
            </Title>
            {intro && (
              <Text size="lg" c="dimmed">
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
