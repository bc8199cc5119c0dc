import type { TVerifyMfaRequest, TVerifyMfaResponse } from '@cgx/domain/auth.schemas';
import { MFA_CODE_LENGTH } from '@cgx/domain/constants';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { verifyMfaCode } from '../api/auth-api';
import { authResolver } from '../auth-resolver';

interface Props {
  challengeId: string;
  destination: string | null;
  resending: boolean;
  onResend: () => void;
  onVerified: (answer: TVerifyMfaResponse) => void;
  onExpired: (message: string) => void;
}

const mfaCodeResolver = authResolver((schemas) => schemas.ZVerifyMfaRequest);

/** "We've sent a code to …": the code, Verify and Resend code. */
export function MfaCodeForm({ challengeId, destination, resending, onResend, onVerified, onExpired }: Props) {
  const form = useForm<TVerifyMfaRequest>({
    resolver: mfaCodeResolver,
    defaultValues: { challengeId, code: '' },
  });
  const mutation = useMutation({ mutationFn: (values: TVerifyMfaRequest) => verifyMfaCode(values.challengeId, values.code) });
  const { errors } = form.formState;

  const { submit, alert } = useFormSubmit(form, mutation.mutateAsync, {
    fields: ['code'],
    onSuccess: onVerified,
    onServerError: (_, error) => {
      // The challenge ended: back to the sign-in form, which says why.
      if (!isApiError(error) || error.status !== 401) return true;
      onExpired(error.message);
      return false;
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text role="status">
          We&apos;ve sent a code to <strong>{destination ?? 'you'}</strong>
        </Text>
        <FormAlert {...alert} />
        <TextInput
          label="Verification code"
          description={`Enter the ${MFA_CODE_LENGTH}-digit code from the message.`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={MFA_CODE_LENGTH}
          required
          data-autofocus
          error={errors.code?.message ?? errors.challengeId?.message}
          styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
          {...form.register('code')}
        />
        <Group justify="space-between">
          <Button variant="subtle" loading={resending} onClick={onResend}>
            Resend code
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
