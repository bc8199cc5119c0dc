import type { TSession, TSessionTokens } from '@cgx/domain/auth.schemas';
import { MSG } from '@cgx/domain/messages';
import { Box, Container, Grid, Paper } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { AdvantageCards } from '../../../features/advantages/components/advantage-cards';
import { LoginFlow } from '../../../features/auth/components/login-flow';
import { safeRedirect } from '../../../session/redirect';
import { useSession } from '../../../session/session-context';
import { notifyError } from '../../../lib/notify';
import { clearAuthMessage, readAuthMessage } from '../../../lib/storage';
import { AlreadyConfirmedNotice, EmailConfirmedNotice } from './login-notices';

/** /login (spec 000 §2.2): the sign-in flow in the login-page wrapper, beside the six advantage cards. */
export function LoginPage() {
  usePageTitle('Login');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status, signIn, logoutLocal } = useSession();
  const redirect = safeRedirect(params.get('redirect')) ?? '/portal';
  const unauthorised = params.get('unauthorised') === 'true';

  // ?unauthorised=true: an error toast with the stored message, then the session is cleared.
  const handledUnauthorised = useRef(false);
  useEffect(() => {
    if (!unauthorised || handledUnauthorised.current) return;
    handledUnauthorised.current = true;
    notifyError(readAuthMessage() ?? MSG.sessionExpired);
    logoutLocal();
    clearAuthMessage();
  }, [unauthorised, logoutLocal]);

  const onSignedIn = useCallback(
    (tokens: TSessionTokens, session: TSession) => {
      signIn(tokens, session);
      navigate(redirect, { replace: true });
    },
    [signIn, navigate, redirect],
  );

  const notice = params.has('confirmed') ? (
    <AlreadyConfirmedNotice />
  ) : params.get('confirmedEmail') === '1' ? (
    <EmailConfirmedNotice />
  ) : null;

  // A signed-in visitor goes on to the portal, unless the address carries something to tell them.
  const stay = unauthorised || notice !== null;
  if (!stay && status === 'authenticated') return <Navigate to={redirect} replace />;
  if (!stay && status === 'loading') return <CenteredLoader minHeight="60vh" />;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 48 }}>
      <Grid gap={{ base: 'lg', md: 48 }} align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper p={{ base: 'lg', sm: 'xl' }} radius="lg" shadow="sm" maw={{ base: 560, md: 'none' }} mx="auto">
            <LoginFlow onSignedIn={onSignedIn} notice={notice} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Box maw={{ base: 560, md: 'none' }} mx="auto">
            <AdvantageCards />
          </Box>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
