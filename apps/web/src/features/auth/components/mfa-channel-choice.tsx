import type { TLoginChallenge, TMfaChannel } from '@cgx/domain/auth.schemas';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconMail, IconMessage } from '@tabler/icons-react';

interface Props {
  destinations: TLoginChallenge['destinations'];
  sending: TMfaChannel | null;
  onSend: (channel: TMfaChannel) => void;
}

/** Users without MFA choose where the code goes; the channel they verify with becomes their MFA channel. */
export function MfaChannelChoice({ destinations, sending, onSend }: Props) {
  return (
    <Stack gap="sm">
      <Text>Choose where we should send your verification code.</Text>
      <Stack gap="sm">
        <Paper p="md" radius="md">
          <Stack gap="xs">
            <Button
              fullWidth
              leftSection={<IconMail size={18} aria-hidden />}
              loading={sending === 'email'}
              disabled={sending !== null && sending !== 'email'}
              onClick={() => onSend('email')}
            >
              Send code by e-mail
            </Button>
            <Text size="sm" c="dimmed" ta="center">
              {destinations.email}
            </Text>
          </Stack>
        </Paper>
        <Paper p="md" radius="md">
          <Stack gap="xs">
            <Button
              fullWidth
              variant="light"
              leftSection={<IconMessage size={18} aria-hidden />}
              loading={sending === 'sms'}
              disabled={destinations.sms === null || (sending !== null && sending !== 'sms')}
              onClick={() => onSend('sms')}
            >
              Send code by SMS
            </Button>
            <Text size="sm" c="dimmed" ta="center">
              {destinations.sms ?? 'No mobile number on your account'}
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </Stack>
  );
}
