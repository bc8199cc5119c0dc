import { MSG } from '@cgx/domain/messages';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { forgetPasswordToken, livePasswordToken, passwordTokenFor } from '../../order-form/api/password-token';
import { cancelBid } from '../api/bids-api';

type Props = {
  bidId: string;
  opened: boolean;
  onClose: () => void;
  onCancelled: () => void;
  /** spec 001 §8: a failed cancel shows its error at the top of the page. */
  onFailed: (message: string) => void;
};

/** spec 001 §2, §4: cancelling a bid from the edit screen, after confirmation (and the password when no token is live). */
export function CancelBidModal({ bidId, opened, onClose, onCancelled, onFailed }: Props) {
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
      await cancelBid(bidId, await passwordTokenFor(password));
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
    <Modal opened={opened} onClose={onClose} title="Cancel bid?">
      <Stack gap="md">
        <Text>Do you want to cancel the bid?</Text>
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
            Yes, cancel the bid
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
