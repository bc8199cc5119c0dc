import type { TLoginChallenge, TMfaChannel, TSession, TSessionTokens } from '@cgx/domain/auth.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cancelLogin } from '../api/auth-api';

/** spec 000 §4: login, then MFA verification or reset password. */
export type LoginView =
  | { view: 'login'; message?: string }
  | { view: 'mfa'; challenge: TLoginChallenge; sentTo: TMfaChannel | null; destination: string | null }
  | { view: 'resetPassword'; token: string };

export interface LoginFlow {
  state: LoginView;
  /** The password was right: go to 'Verify your identity'. */
  challenged: (challenge: TLoginChallenge) => void;
  /** A code went out by this channel. */
  codeSent: (sentTo: TMfaChannel, destination: string) => void;
  /** Verification ended on 'Reset Your Password'. */
  mustResetPassword: (token: string) => void;
  /** Back to the first view (with a message when the flow ended on the server); an open challenge is cancelled. */
  restart: (message?: string) => void;
  /** The flow produced a session: nothing to cancel any more. */
  finished: (tokens: TSessionTokens, session: TSession) => void;
}

export function useLoginFlow(
  onSignedIn: (tokens: TSessionTokens, session: TSession) => void,
  initial: LoginView = { view: 'login' },
): LoginFlow {
  const [state, setState] = useState<LoginView>(initial);
  const openChallenge = useRef<string | null>(null);

  // Leaving the screen (unmount) while a challenge is open cancels it.
  useEffect(
    () => () => {
      if (openChallenge.current) cancelLogin(openChallenge.current);
      openChallenge.current = null;
    },
    [],
  );

  // Closing the tab is leaving the screen too.
  useEffect(() => {
    const onPageHide = () => {
      if (openChallenge.current) cancelLogin(openChallenge.current);
      openChallenge.current = null;
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, []);

  const challenged = useCallback((challenge: TLoginChallenge) => {
    openChallenge.current = challenge.challengeId;
    const destination = challenge.sentTo ? challenge.destinations[challenge.sentTo] : null;
    setState({ view: 'mfa', challenge, sentTo: challenge.sentTo, destination });
  }, []);

  const codeSent = useCallback((sentTo: TMfaChannel, destination: string) => {
    setState((current) => (current.view === 'mfa' ? { ...current, sentTo, destination } : current));
  }, []);

  const mustResetPassword = useCallback((token: string) => {
    openChallenge.current = null;
    setState({ view: 'resetPassword', token });
  }, []);

  const restart = useCallback((message?: string) => {
    if (openChallenge.current) cancelLogin(openChallenge.current);
    openChallenge.current = null;
    setState(message ? { view: 'login', message } : { view: 'login' });
  }, []);

  const finished = useCallback(
    (tokens: TSessionTokens, session: TSession) => {
      openChallenge.current = null;
      onSignedIn(tokens, session);
    },
    [onSignedIn],
  );

  return { state, challenged, codeSent, mustResetPassword, restart, finished };
}
