import { type TForgotPasswordRequest, ZForgotPasswordRequest } from '@cgx/domain/auth.schemas';
import { MSG } from '@cgx/domain/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { errorList } from '../../../lib/form-errors';

interface Props {
  send: (body: TForgotPasswordRequest) => Promise<unknown>;
  onSent: () => void;
  onCancel: () => void;
}

/** spec 000 §8: the errors list of the answer when it has one, otherwise 'Unexpected error'. */
function failureMessages(error: unknown): { message: string | null; items: string[] } {
  if (!isApiError(error)) return { message: MSG.unexpectedError, items: [] };
  const items = errorList(error.errors);
  if (items.length > 0) return { message: null, items };
  // A rate limit says when to try again, which helps more than 'Unexpected error'.
  if (error.status === 429) return { message: error.message, items: [] };
  return { message: MSG.unexpectedError, items: [] };
}

/** The forgot-password and forgot-login-number form: idle → in progress → e-mail sent, or error. */
export function ForgotForm({ send, onSent, onCancel }: Props) {
  const form = useForm<TForgotPasswordRequest>({ resolver: zodResolver(ZForgotPasswordRequest), defaultValues: { email: '' } });
  const mutation = useMutation({ mutationFn: send, onSuccess: onSent });
  const { errors } = form.formState;
  const failure = mutation.isError ? failureMessages(mutation.error) : null;

  return (
    <form onSubmit={form.handleSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="md">
        {failure && <FormAlert message={failure.message} items={failure.items} />}
        <TextInput label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
