import type { TSession, TSessionTokens } from '@cgx/domain/auth.schemas';
import { MSG } from '@cgx/domain/messages';
import { Anchor, Container, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { LoginFlow } from '../../../features/auth/components/login-flow';
import { useSession } from '../../../session/session-context';
import { AuthCard } from './auth-card';

/**
 * /reset-password?token=…: the e-mailed link. The new password leads to 'Verify your identity',
 * as a sign-in does, and the code to the portal (spec 000 §4, decision 0063). The token is read
 * once and dropped from the address bar, so it stays out of history and of what is shared.
 */
export function ResetPasswordPage() {
  usePageTitle('Reset Your Password');
  const { search, pathname } = useLocation();
  const [token] = useState(() => new URLSearchParams(search).get('token') ?? '');
  const navigate = useNavigate();
  const { signIn } = useSession();

  useEffect(() => {
    if (new URLSearchParams(search).has('token')) navigate(pathname, { replace: true });
  }, [search, pathname, navigate]);

  const onSignedIn = (tokens: TSessionTokens, session: TSession) => {
    signIn(tokens, session);
    navigate('/portal', { replace: true });
  };

  if (!token) {
    return (
      <AuthCard title="Reset Your Password">
        <FormAlert message={MSG.resetLinkInvalid}>
          <Text size="sm" mt="xs">
            <Anchor component={Link} to="/forgot-password" fw={600}>
              Ask for a new reset link
            </Anchor>
          </Text>
        </FormAlert>
      </AuthCard>
    );
  }
  return (
    <Container size={520} py={{ base: 'xl', sm: 64 }}>
      <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="sm">
        <LoginFlow onSignedIn={onSignedIn} initial={{ view: 'resetPassword', token }} onResetCancelled={() => navigate('/login')} />
      </Paper>
    </Container>
  );
}
