import type { TResetPasswordRequest, TResetPasswordResponse } from '@cgx/domain/auth.schemas';
import { MSG } from '@cgx/domain/messages';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { FormAlert } from '../../../components/ui/form-alert';
import { resetPassword } from '../api/auth-api';
import { authResolver } from '../auth-resolver';

interface Props {
  /** The reset token: from the e-mailed link, or from the sign-in flow. */
  token: string;
  onReset: (answer: TResetPasswordResponse) => void;
  onCancel: () => void;
}

const resetPasswordResolver = authResolver((schemas) => schemas.ZResetPasswordRequest);

/** New password and confirmation, Reset and Cancel (spec 000 §2.2, §5). */
export function ResetPasswordForm({ token, onReset, onCancel }: Props) {
  const form = useForm<TResetPasswordRequest>({
    resolver: resetPasswordResolver,
    defaultValues: { password: '', passwordConfirmation: '', token },
  });
  const mutation = useMutation({ mutationFn: resetPassword });
  const { errors } = form.formState;
  const tokenError = errors.token?.message;

  const { submit, alert } = useFormSubmit(form, mutation.mutateAsync, {
    fields: ['password', 'passwordConfirmation', 'token'],
    onSuccess: onReset,
    // A refused token is said above the form, with what to do next: not again in the alert.
    onServerError: () => !form.getFieldState('token').error,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {tokenError && (
          <FormAlert message={tokenError}>
            <Text size="sm" mt="xs">
              <Anchor component={Link} to="/forgot-password" fw={600}>
                Ask for a new reset link
              </Anchor>
            </Text>
          </FormAlert>
        )}
        <FormAlert {...alert} />
        <PasswordInput
          label="New password"
          description={MSG.passwordRule}
          autoComplete="new-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          error={errors.passwordConfirmation?.message}
          {...form.register('passwordConfirmation')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Reset
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
