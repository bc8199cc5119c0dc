import { MSG } from '@cgx/domain/messages';
import { Anchor, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { FormAlert } from '../../../components/ui/form-alert';
import { confirmEmail } from '../../../features/registration/api/registration-api';
import { isApiError } from '../../../lib/api-client';
import { AuthCard } from './auth-card';

/** /register/confirm?token=…: the link of the confirmation e-mail. */
export function RegisterConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: confirmEmail,
    onSuccess: (answer) => navigate(answer.status === 'confirmed' ? '/login?confirmedEmail=1' : '/login?confirmed=true', { replace: true }),
  });

  // Once per visit: a second call would answer 'already_confirmed'.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    mutation.mutate(token);
  }, [token, mutation]);

  const failed = !token || mutation.isError;
  const message = !token ? MSG.confirmLinkInvalid : isApiError(mutation.error) ? mutation.error.message : MSG.unexpectedError;

  return (
    <AuthCard title="Confirm your e-mail">
      {failed ? (
        <FormAlert message={message}>
          <Text size="sm" mt="xs">
            <Anchor component={Link} to="/login" fw={600}>
              Go to the login page
            </Anchor>
          </Text>
        </FormAlert>
      ) : (
        <CenteredLoader label="Confirming your e-mail address" minHeight={120} />
      )}
    </AuthCard>
  );
}
