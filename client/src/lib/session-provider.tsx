import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { restartLiveConnections } from './live-link';
import {
  clearSession,
  getToken,
  loadSession,
  onSessionExpired,
  saveSession,
  saveToken,
  saveUser,
  type SessionUser,
  type StoredSession,
} from './session';
import { SessionContext, type SessionContextValue, type SessionState, type SignInOptions } from './session-context';

const SIGNED_OUT: SessionState = { status: 'anonymous', user: null, token: null };

/** The state the app starts in: cookies present means 'loading' until the server confirms them. */
export function initialSessionState(): SessionState {
  const stored = loadSession();
  return stored ? { status: 'loading', user: stored.user, token: stored.token } : SIGNED_OUT;
}

export interface SessionProviderProps {
  children: ReactNode;
  /** For tests and stories; by default the state is read from the cookies. */
  initialState?: SessionState;
}

export function SessionProvider({ children, initialState }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>(() => initialState ?? initialSessionState());

  // Any 401 anywhere (Apollo error link, REST helper) has already cleared the cookies.
  useEffect(() => onSessionExpired(() => setState(SIGNED_OUT)), []);

  // A live socket speaks for the token it opened with: a new token (sign-in, password change)
  // reopens it, so that its subscriptions carry on as the current session.
  const liveToken = useRef(state.token);
  useEffect(() => {
    if (liveToken.current === state.token) return;
    liveToken.current = state.token;
    restartLiveConnections();
  }, [state.token]);

  const signIn = useCallback((session: StoredSession, { newAccount = false }: SignInOptions = {}) => {
    saveSession(session);
    setState({ status: 'authenticated', user: session.user, token: session.token, newAccount });
  }, []);

  const replaceUser = useCallback((user: SessionUser) => {
    if (!getToken()) return; // signed out meanwhile: nothing to replace
    saveUser(user);
    setState((current) => (current.token ? { ...current, status: 'authenticated', user } : current));
  }, []);

  const replaceToken = useCallback((token: string) => {
    if (!getToken()) return; // signed out meanwhile: nothing to replace
    saveToken(token);
    setState((current) => (current.token ? { ...current, token } : current));
  }, []);

  const signOut = useCallback(() => {
    clearSession();
    setState(SIGNED_OUT);
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, signIn, replaceUser, replaceToken, signOut }),
    [state, signIn, replaceUser, replaceToken, signOut],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}
