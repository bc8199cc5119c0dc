import { MSG } from '@cgx/domain/messages';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { forgetPasswordToken, livePasswordToken, passwordTokenFor } from '../api/password-token';

type Props = {
  /** The order's kind, in the confirmation's words (spec 001 §2: 'Cancel offer?' / 'Do you want to cancel the offer?'). */
  kind: 'bid' | 'offer';
  /** Cancels the order with a live password token. */
  cancel: (passwordToken: string) => Promise<unknown>;
  opened: boolean;
  onClose: () => void;
  onCancelled: () => void;
  /** spec 001 §8: a failed cancel shows its error at the top of the page. */
  onFailed: (message: string) => void;
};

/** spec 001 §2, §4: cancelling a bid or an offer from its edit screen, after confirmation (and the password when no token is live). */
export function CancelOrderModal({ kind, cancel, opened, onClose, onCancelled, onFailed }: Props) {
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const needsPassword = opened && livePasswordToken() === null;

  const confirm = async () => {
    if (needsPassword && !password) {
      setPasswordError(MSG.required);
      return;
    }
    setWorking(true);
    try {
      await cancel(await passwordTokenFor(password));
      onCancelled();
    } catch (error) {
      const onPassword = isApiError(error) ? error.errors?.password?.[0] : undefined;
      if (onPassword) {
        forgetPasswordToken();
        setPasswordError(onPassword);
      } else {
        onClose();
        onFailed(error instanceof Error ? error.message : MSG.unexpectedError);
      }
    } finally {
      setWorking(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Cancel ${kind}?`}>
      <Stack gap="md">
        <Text>Do you want to cancel the {kind}?</Text>
        {needsPassword && (
          <PasswordInput
            label="Password"
            description="Enter your password to confirm."
            autoComplete="current-password"
            required
            value={password}
            error={passwordError}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setPasswordError(null);
            }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            No, keep it
          </Button>
          <Button color="red" loading={working} onClick={() => void confirm()}>
            Yes, cancel the {kind}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
