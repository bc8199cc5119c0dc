import type { TLoginChallenge, TMfaChannel, TVerifyMfaResponse } from '@cgx/domain/auth.schemas';
import { MSG } from '@cgx/domain/messages';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { sendMfaCode } from '../api/auth-api';
import { MfaChannelChoice } from './mfa-channel-choice';
import { MfaCodeForm } from './mfa-code-form';

interface Props {
  challenge: TLoginChallenge;
  sentTo: TMfaChannel | null;
  destination: string | null;
  onCodeSent: (sentTo: TMfaChannel, destination: string) => void;
  onVerified: (answer: TVerifyMfaResponse) => void;
  onBack: () => void;
  /** The server ended the flow (expired, or too many wrong codes): back to the password. */
  onExpired: (message: string) => void;
}

/** The 'Verify your identity' view. */
export function MfaStep({ challenge, sentTo, destination, onCodeSent, onVerified, onBack, onExpired }: Props) {
  const send = useMutation({
    mutationFn: (channel: TMfaChannel) => sendMfaCode(challenge.challengeId, channel),
    onSuccess: (answer, channel) => {
      if (sentTo) notifySuccess(`We've sent a new code to ${answer.destination}.`);
      onCodeSent(answer.sentTo ?? channel, answer.destination);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) onExpired(error.message);
    },
  });

  return (
    <Stack gap="md">
      <Title order={1}>Verify your identity</Title>
      {!challenge.mfaEnabled && (
        <Alert color="forest" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {MSG.mfaRequiredNotice}
        </Alert>
      )}
      {send.isError && <FormAlert message={isApiError(send.error) ? send.error.message : MSG.unexpectedError} />}
      {sentTo ? (
        <MfaCodeForm
          challengeId={challenge.challengeId}
          destination={destination}
          resending={send.isPending}
          onResend={() => send.mutate(sentTo)}
          onVerified={onVerified}
          onExpired={onExpired}
        />
      ) : (
        <MfaChannelChoice
          destinations={challenge.destinations}
          sending={send.isPending ? (send.variables ?? null) : null}
          onSend={(channel) => send.mutate(channel)}
        />
      )}
      <Button variant="subtle" color="gray" onClick={onBack} w="fit-content">
        Back to sign in
      </Button>
    </Stack>
  );
}
