import type { TResetPasswordResponse, TSession, TSessionTokens, TVerifyMfaResponse } from '@cgx/domain/auth.schemas';
import { MSG } from '@cgx/domain/messages';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { type LoginView, useLoginFlow } from '../hooks/use-login-flow';
import { LoginForm } from './login-form';
import { MfaStep } from './mfa-step';
import { ResetPasswordForm } from './reset-password-form';

/** The three views of /login: 'Login', 'Verify your identity' and 'Reset Your Password'. */
interface Props {
  onSignedIn: (tokens: TSessionTokens, session: TSession) => void;
  /** A notice for the first view (e.g. 'Email was already confirmed …'). */
  notice?: ReactNode;
  /** Where the flow starts: /reset-password starts on 'Reset Your Password' with the e-mailed token. */
  initial?: LoginView;
  /** Cancel on 'Reset Your Password'; by default back to the first view. */
  onResetCancelled?: () => void;
}

export function LoginFlow({ onSignedIn, notice, initial, onResetCancelled }: Props) {
  const flow = useLoginFlow(onSignedIn, initial);
  const { state } = flow;

  const onVerified = (answer: TVerifyMfaResponse) => {
    if (answer.view === 'session') flow.finished(answer.tokens, answer.session);
    else flow.mustResetPassword(answer.token);
  };

  // A reset goes on to 'Verify your identity', like a password (decision 0063).
  const onReset = (answer: TResetPasswordResponse) => {
    notifySuccess(answer.message || MSG.passwordReset);
    flow.challenged(answer);
  };

  if (state.view === 'mfa') {
    return (
      <MfaStep
        challenge={state.challenge}
        sentTo={state.sentTo}
        destination={state.destination}
        onCodeSent={flow.codeSent}
        onVerified={onVerified}
        onBack={() => flow.restart()}
        onExpired={(message) => flow.restart(message)}
      />
    );
  }
  if (state.view === 'resetPassword') {
    return (
      <Stack gap="md">
        <Title order={1}>Reset Your Password</Title>
        <ResetPasswordForm token={state.token} onReset={onReset} onCancel={onResetCancelled ?? (() => flow.restart())} />
      </Stack>
    );
  }
  return <LoginForm onChallenge={flow.challenged} notice={notice} initialError={state.message} />;
}
