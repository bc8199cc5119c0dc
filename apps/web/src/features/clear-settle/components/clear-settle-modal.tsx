import { Alert, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { registerClearSettleInterest } from '../api/clear-settle-api';
import { CLEAR_SETTLE_PITCH, CLEAR_SETTLE_POINTS, CLEAR_SETTLE_THANKS } from '../clear-settle-text';

export type ClearSettleOutcome = 'completed' | 'dismissed' | 'pending';

/**
 * spec 000 §4: the Clear Settle offer; registering interest shows a thank-you; closing with
 * "Don't show this again" ticked stores the dismissal, otherwise it is offered again next time.
 */
export function ClearSettleModal({ onFinish }: { onFinish: (outcome: ClearSettleOutcome) => void }) {
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const register = useMutation({ mutationFn: () => registerClearSettleInterest() });
  const thanked = register.isSuccess;

  const close = () => onFinish(thanked ? 'completed' : dontShowAgain ? 'dismissed' : 'pending');

  return (
    <Modal
      opened
      onClose={close}
      title="Clear Settle"
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close the Clear Settle offer' }}
    >
      {thanked ? (
        <Stack>
          <Text>{CLEAR_SETTLE_THANKS}</Text>
          <Group justify="flex-end">
            <Button onClick={close}>Close</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text>{CLEAR_SETTLE_PITCH}</Text>
          <List spacing={4} size="sm">
            {CLEAR_SETTLE_POINTS.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          {register.isError && (
            <Alert color="red" role="alert">
              {register.error.message}
            </Alert>
          )}
          <Checkbox
            label="Don't show this again"
            checked={dontShowAgain}
            onChange={(event) => setDontShowAgain(event.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Not now
            </Button>
            <Button loading={register.isPending} onClick={() => register.mutate()}>
              Register interest
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
