import type { TSession, TSessionTokens } from '@cgx/domain/auth.schemas';
import { createContext, useContext } from 'react';

export type SessionStatus = 'anonymous' | 'loading' | 'authenticated' | 'error';

export interface SessionContextValue {
  status: SessionStatus;
  session: TSession | null;
  token: string | null;
  /** Loads the session again after a failure that was not a 401. */
  retry: () => void;
  /** Stores the tokens of a new session (sign-in, password reset) and shows the user as signed in. */
  signIn: (tokens: TSessionTokens, session: TSession) => void;
  /** Ends the session on the server, clears it here (other tabs follow) and goes to /login. */
  logout: () => Promise<void>;
  /** Clears the session in this browser only, without a call (the token is already invalid). */
  logoutLocal: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The session of a page that RequireAuth already guards. */
export function useSignedInSession(): TSession {
  const { session } = useSession();
  if (!session) throw new Error('useSignedInSession needs a signed-in user (wrap the route in RequireAuth)');
  return session;
}
