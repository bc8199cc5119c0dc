import { FEATURE_FLAG_DESCRIPTIONS, type FeatureFlag } from '@cgx/domain/roles';
import { Alert, Button, Group, Modal, Paper, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useFeatureFlags, useUpdateFeatureFlag } from '../api/feature-flags-api';
import { featureFlagLabel } from '../feature-flag-labels';

/** General Settings: every feature flag with a switch; maintenance asks first. */
export function FeatureFlagList() {
  const flags = useFeatureFlags();
  const update = useUpdateFeatureFlag();
  const [confirming, setConfirming] = useState(false);
  const pendingKey = update.isPending ? update.variables?.key : undefined;

  const save = (key: FeatureFlag, enabled: boolean) => {
    update.mutate(
      { key, enabled },
      {
        onSuccess: (flag) => notifySuccess(`${featureFlagLabel(flag.key)} is now ${flag.enabled ? 'on' : 'off'}.`),
        onError: (error) => notifyError(isApiError(error) ? error.message : String(error)),
        onSettled: () => setConfirming(false),
      },
    );
  };

  const onToggle = (key: FeatureFlag, enabled: boolean) => {
    if (key === 'maintenance' && enabled) setConfirming(true);
    else save(key, enabled);
  };

  if (flags.isPending) {
    return (
      <Stack aria-busy="true">
        {[1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (flags.isError) {
    return (
      <Alert color="red" title="The settings could not be loaded">
        {isApiError(flags.error) ? flags.error.message : 'Please try again.'}
      </Alert>
    );
  }

  return (
    <>
      <Stack gap="sm">
        {flags.data.map((flag) => (
          <Paper key={flag.key} p="md" radius="md">
            <Switch
              size="md"
              checked={flag.enabled}
              disabled={pendingKey === flag.key}
              onChange={(event) => onToggle(flag.key, event.currentTarget.checked)}
              label={<Text fw={600}>{featureFlagLabel(flag.key)}</Text>}
              aria-label={featureFlagLabel(flag.key)}
              description={flag.description || FEATURE_FLAG_DESCRIPTIONS[flag.key]}
              color={flag.key === 'maintenance' ? 'red' : 'forest'}
            />
          </Paper>
        ))}
      </Stack>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Switch on maintenance mode?" centered>
        <Stack>
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
            Every visitor and every signed-in user will see the maintenance page until it is switched off. Staff who are signed in can still
            open General Settings to switch it off.
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button color="red" loading={update.isPending} onClick={() => save('maintenance', true)}>
              Switch on maintenance
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
