import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect } from 'react';
import { usePrerendered } from '../../../components/ui/use-prerendered';
import { useConsent, writeConsent } from '../consent';
import { loadTagManager } from '../tag-manager';

export const CONSENT_TEXT =
  'We would like to use a tag manager to measure how the site is used. It sets cookies and sends your visits to Google. Do you agree?';

/**
 * The tag manager, only with the visitor's consent (decision 0094): until they answer, a banner at the
 * foot of the page asks; 'Accept' loads it now and on later visits, 'Decline' never.
 */
export function TagManagerConsent({ containerId }: { containerId: string }) {
  const consent = useConsent();
  // The prerendered page has no banner: it shows once React has taken the page over.
  const prerendered = usePrerendered();

  useEffect(() => {
    if (consent === 'accepted') loadTagManager(containerId);
  }, [consent, containerId]);

  if (consent !== null || prerendered) return null;
  return (
    <Paper
      component="section"
      aria-label="Cookie consent"
      shadow="md"
      p="md"
      radius={0}
      withBorder
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 300 }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" maw={720}>
          {CONSENT_TEXT}
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => writeConsent('declined')}>
            Decline
          </Button>
          <Button onClick={() => writeConsent('accepted')}>Accept</Button>
        </Group>
      </Group>
    </Paper>
  );
}
