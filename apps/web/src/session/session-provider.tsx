import type { TSession, TSessionTokens } from '@cgx/domain/auth.schemas';
import { MSG } from '@cgx/domain/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorisedHandler, UNAUTHORISED_LOGIN_URL } from '../lib/api-client';
import { cable } from '../lib/cable/cable-client';
import { notifyError } from '../lib/notify';
import {
  clearLastPath,
  clearSessionTokens,
  isImpersonationWindow,
  readLastPath,
  readSessionTokens,
  writeSessionTokens,
} from '../lib/storage';
import { fetchSession, logoutRequest, sessionQueryKey } from './api/session-api';
import { SessionContext, type SessionContextValue, type SessionStatus } from './session-context';
import { decideStorageChange, pathAfterAdoption } from './storage-sync';

/** Query keys that outlive a session (public data). Everything else is dropped at sign-out. */
const PUBLIC_QUERY_ROOTS = new Set(['app-status']);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [token, setToken] = useState<string | null>(() => readSessionTokens()?.token ?? null);

  // The storage listener reads the latest values without re-subscribing on every render.
  const tokenRef = useRef(token);
  const locationRef = useRef(location);
  useEffect(() => {
    tokenRef.current = token;
    locationRef.current = location;
  });

  // The tab's live socket follows the session: signed in, it carries the websocket token.
  useEffect(() => {
    cable.setToken(token === null ? null : (readSessionTokens()?.wsToken ?? null));
  }, [token]);

  const query = useQuery({
    queryKey: sessionQueryKey(token),
    queryFn: ({ signal }) => fetchSession(signal),
    enabled: token !== null,
    staleTime: 5 * 60 * 1000,
  });

  const dropPrivateData = useCallback(() => {
    queryClient.removeQueries({ predicate: (q) => !PUBLIC_QUERY_ROOTS.has(String(q.queryKey[0])) });
  }, [queryClient]);

  const logoutLocal = useCallback(() => {
    clearSessionTokens();
    clearLastPath();
    setToken(null);
    dropPrivateData();
  }, [dropPrivateData]);

  /**
   * Forgets the session and navigates in one render: the router navigates inside a transition, so the
   * state change joins it, otherwise the portal guard would see no session first and add its own redirect.
   */
  const endSessionAndGo = useCallback(
    (to: string) => {
      startTransition(() => {
        setToken(null);
        navigate(to);
      });
      dropPrivateData();
    },
    [dropPrivateData, navigate],
  );

  const signIn = useCallback(
    (tokens: TSessionTokens, session: TSession) => {
      writeSessionTokens(tokens);
      queryClient.setQueryData(sessionQueryKey(tokens.token), session);
      setToken(tokens.token);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // The session may already be gone on the server; it ends here either way.
    }
    clearSessionTokens();
    clearLastPath();
    endSessionAndGo('/login');
  }, [endSessionAndGo]);

  // A signed-in call answered 401: the api client has stored the message and cleared the tokens.
  useEffect(() => {
    setUnauthorisedHandler(() => endSessionAndGo(UNAUTHORISED_LOGIN_URL));
    return () => setUnauthorisedHandler(null);
  }, [endSessionAndGo]);

  // spec 000 §4: the session across tabs.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
      // An impersonation window has its own session (decision 0112): the staff member's tabs do not steer it.
      if (isImpersonationWindow()) return;
      const decision = decideStorageChange({ key: event.key, newValue: event.newValue }, tokenRef.current);
      if (decision.type === 'signedOut') {
        // The last path stays: signing in again in another tab brings this tab back to it.
        notifyError(MSG.signedOutElsewhere);
        endSessionAndGo('/login');
      } else if (decision.type === 'adopt') {
        setToken(decision.tokens.token);
        const { pathname, search } = locationRef.current;
        const target = pathAfterAdoption(readLastPath(), `${pathname}${search}`);
        if (target !== `${pathname}${search}`) navigate(target);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endSessionAndGo, navigate]);

  const { data: sessionData, isError, refetch } = query;
  const status: SessionStatus = token === null ? 'anonymous' : sessionData ? 'authenticated' : isError ? 'error' : 'loading';

  const value = useMemo<SessionContextValue>(
    () => ({
      status,
      session: token === null ? null : (sessionData ?? null),
      token,
      retry: () => void refetch(),
      signIn,
      logout,
      logoutLocal,
    }),
    [status, token, sessionData, refetch, signIn, logout, logoutLocal],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
