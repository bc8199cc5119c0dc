import { MSG } from '@cgx/domain/messages';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../lib/api-client';
import { forgetPasswordToken, livePasswordToken, passwordTokenFor } from '../api/password-token';

export type OrderKind = 'bid' | 'offer';

type Props = {
  /** The order's kind, in the confirmation's words (spec 001 §2: 'Cancel offer?' / 'Do you want to cancel the offer?'). */
  kind: OrderKind;
  /** Cancels the order with a live password token. */
  cancel: (passwordToken: string) => Promise<unknown>;
  opened: boolean;
  onClose: () => void;
  onCancelled: () => void;
  /** spec 001 §8: a failed cancel shows its error at the top of the page. */
  onFailed: (message: string) => void;
};

/**
 * spec 001 §2, §4: cancelling a bid or an offer, from its edit screen or its list, after
 * confirmation (and the password when no token is live). Use it through useCancelOrder.
 */
export function CancelOrderModal({ kind, opened, onClose, ...confirm }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Cancel ${kind}?`}>
      {/* Mounted while open: each opening starts with an empty password. */}
      {opened && <CancelOrderConfirm kind={kind} onClose={onClose} {...confirm} />}
    </Modal>
  );
}

function CancelOrderConfirm({ kind, cancel, onClose, onCancelled, onFailed }: Omit<Props, 'opened'>) {
  // Decided when the dialog opens: a token that dies while it is open is asked for after the server says so.
  const [needsPassword, setNeedsPassword] = useState(() => livePasswordToken() === null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);

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
      const onPassword = isApiError(error) ? (error.errors?.password ?? error.errors?.passwordToken)?.[0] : undefined;
      if (onPassword) {
        // A wrong password, or a token that died (expired, or another session's): the password is asked for again.
        forgetPasswordToken();
        setNeedsPassword(true);
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
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirm();
      }}
    >
      <Stack gap="md">
        <Text>Do you want to cancel the {kind}?</Text>
        {needsPassword && (
          <PasswordInput
            label="Password"
            description="Enter your password to confirm."
            autoComplete="current-password"
            required
            data-autofocus
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
          <Button type="submit" color="red" loading={working}>
            Yes, cancel the {kind}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
