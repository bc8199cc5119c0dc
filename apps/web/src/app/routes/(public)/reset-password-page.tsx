import type { TResetPasswordResponse } from '@cgx/domain/auth.schemas';
import { MSG } from '@cgx/domain/messages';
import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { useSession } from '../../../features/session/session-context';
import { notifySuccess } from '../../../lib/notify';
import { AuthCard } from './auth-card';

/** /reset-password?token=…: the e-mailed link. Success signs the user in and opens the portal. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { signIn } = useSession();

  const onReset = (answer: TResetPasswordResponse) => {
    signIn(answer.tokens, answer.session);
    notifySuccess(MSG.passwordReset);
    navigate('/portal', { replace: true });
  };

  return (
    <AuthCard title="Reset Your Password" intro="Choose a new password for your account.">
      {token ? (
        <ResetPasswordForm token={token} onReset={onReset} onCancel={() => navigate('/login')} />
      ) : (
        <FormAlert message={MSG.resetLinkInvalid}>
          <Text size="sm" mt="xs">
            <Anchor component={Link} to="/forgot-password" fw={600}>
              Ask for a new reset link
            </Anchor>
          </Text>
        </FormAlert>
      )}
    </AuthCard>
  );
}
