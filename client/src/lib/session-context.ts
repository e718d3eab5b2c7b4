import { createContext } from 'react';
import type { SessionUser, StoredSession } from './session';

/**
 * loading: cookies exist and the server is being asked whether they are still good;
 * authenticated: signed in; anonymous: signed out.
 */
export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  /** Signed in by creating the account just now (greeted 'Welcome', not 'Welcome back'). */
  newAccount?: boolean;
}

export interface SignInOptions {
  /** The session comes from a registration, not a sign-in. */
  newAccount?: boolean;
}

export interface SessionContextValue extends SessionState {
  /** Stores token and user (cookies) and marks the user signed in: after login or register. */
  signIn: (session: StoredSession, options?: SignInOptions) => void;
  /** Replaces and re-saves the user, e.g. after a profile update or the start-up check. */
  replaceUser: (user: SessionUser) => void;
  /** Replaces and re-saves the token: after a password change, which signs out every older token. */
  replaceToken: (token: string) => void;
  /** Clears the cookies and marks the user signed out. */
  signOut: () => void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
