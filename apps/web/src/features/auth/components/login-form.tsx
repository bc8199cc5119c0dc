import type { TLoginChallenge, TLoginRequest } from '@cgx/domain/auth.schemas';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { FormAlert } from '../../../components/ui/form-alert';
import { usePrerendered } from '../../../components/ui/use-prerendered';
import { login } from '../api/auth-api';
import { authResolver } from '../auth-resolver';

/** The 'Login' view: e-mail or login number and password. */
interface Props {
  onChallenge: (challenge: TLoginChallenge) => void;
  notice?: ReactNode;
  /** Why the user is back here (e.g. the sign-in expired during verification). */
  initialError?: string | undefined;
}

const loginResolver = authResolver((schemas) => schemas.ZLoginRequest);

export function LoginForm({ onChallenge, notice, initialError }: Props) {
  const form = useForm<TLoginRequest>({ resolver: loginResolver, defaultValues: { login: '', password: '' } });
  const mutation = useMutation({ mutationFn: login });
  const { errors } = form.formState;
  const [startError, setStartError] = useState(initialError);
  // The prerendered form can be neither filled in nor sent until React has taken it over: sent by
  // the browser itself, it would put the password in the address.
  const prerendered = usePrerendered();

  const { submit, alert } = useFormSubmit(
    form,
    (values: TLoginRequest) => {
      setStartError(undefined);
      return mutation.mutateAsync(values);
    },
    { fields: ['login', 'password'], onSuccess: onChallenge },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={1}>Login</Title>
        {notice}
        <FormAlert message={alert.message ?? startError} items={alert.items} />
        <TextInput
          label="E-mail or login number"
          autoComplete="username"
          required
          readOnly={prerendered}
          error={errors.login?.message}
          {...form.register('login')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          readOnly={prerendered}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
          <Anchor component={Link} to="/forgot-login-number" size="sm">
            Forgot login number?
          </Anchor>
        </Group>
        <Button type={prerendered ? 'button' : 'submit'} size="md" fullWidth loading={mutation.isPending}>
          Sign in
        </Button>
        <Text size="sm" ta="center">
          New to CGX?{' '}
          <Anchor component={Link} to="/register" fw={600}>
            Register now
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
