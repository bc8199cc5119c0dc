import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './content.module.css';

export interface Step {
  title: string;
  text: ReactNode;
}

/** 'How it works': numbered steps, read in order. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <Stack component="ol" gap="lg" p={0} m={0} style={{ listStyle: 'none' }} maw={820}>
      {steps.map((step, index) => (
        <Group component="li" key={step.title} align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={36} radius="xl" color="wheat.4" c="dark.9" className={classes.stepNumber} aria-hidden>
            <Text fw={800}>{index + 1}</Text>
          </ThemeIcon>
          <Stack gap={4}>
            <Title order={3} fz="lg">
              {step.title}
            </Title>
            <Text c="dimmed" component="div">
              {step.text}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
