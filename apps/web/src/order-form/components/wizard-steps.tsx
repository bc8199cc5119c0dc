import { Group, Text, ThemeIcon } from '@mantine/core';

/** The two steps of a trading form (spec 001 §2): the form, titled by its action, then the preview. Not buttons: the form's own buttons move between them. */
export function WizardSteps({ step, labels }: { step: '1' | '2'; labels: [string, string] }) {
  return (
    <Group component="ol" gap="lg" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Steps">
      {labels.map((label, index) => {
        const current = String(index + 1) === step;
        return (
          <Group component="li" key={label} gap="xs" wrap="nowrap" aria-current={current ? 'step' : undefined}>
            <ThemeIcon radius="xl" size="md" variant={current ? 'filled' : 'light'} aria-hidden>
              {index + 1}
            </ThemeIcon>
            <Text size="sm" fw={current ? 700 : 400}>
              {label}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
