import Cookies from 'js-cookie';

/**
 * The one client-side shape of the signed-in user. GraphQL (`id`, role `USER`/`ADMIN`) and REST
 * (`_id`, role `user`/`admin`) users are both mapped to it at the edge.
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: 'user' | 'admin';
  /** Absolute image URL, or '' when the user has no photo. */
  photo: string;
  createdAt: string;
}

export interface StoredSession {
  token: string;
  user: SessionUser;
}

/** The cookie the session's token is kept in (the server's page shell reads it too, from the build's page-shell.json). */
export const TOKEN_COOKIE = 'token';
const USER_COOKIE = 'user';
/** Session cookies last 7 days, like the server's tokens. */
const SESSION_DAYS = 7;

function cookieOptions(): Cookies.CookieAttributes {
  return {
    expires: SESSION_DAYS,
    sameSite: 'Lax',
    secure: typeof window !== 'undefined' && window.location.protocol === 'https:',
    path: '/',
  };
}

export function normaliseRole(role: string): SessionUser['role'] {
  return role.toLowerCase() === 'admin' ? 'admin' : 'user';
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    (user.role === 'user' || user.role === 'admin')
  );
}

export function getToken(): string | null {
  return Cookies.get(TOKEN_COOKIE) ?? null;
}

/** The stored session, or null unless both cookies exist and the user cookie is well formed. */
export function loadSession(): StoredSession | null {
  const token = Cookies.get(TOKEN_COOKIE);
  const rawUser = Cookies.get(USER_COOKIE);
  if (!token || !rawUser) return null;
  try {
    const user: unknown = JSON.parse(rawUser);
    if (!isSessionUser(user)) return null;
    return { token, user: { ...user, photo: user.photo ?? '', createdAt: user.createdAt ?? '' } };
  } catch {
    return null;
  }
}

export function saveSession({ token, user }: StoredSession): void {
  Cookies.set(TOKEN_COOKIE, token, cookieOptions());
  saveUser(user);
}

/** Replaces the stored token only, e.g. with the fresh one a password change returns. */
export function saveToken(token: string): void {
  Cookies.set(TOKEN_COOKIE, token, cookieOptions());
}

export function saveUser(user: SessionUser): void {
  Cookies.set(USER_COOKIE, JSON.stringify(user), cookieOptions());
}

export function clearSession(): void {
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  Cookies.remove(USER_COOKIE, { path: '/' });
}

export interface SessionExpiry {
  /** A session was stored when the server refused it (not a visitor asking for a signed-in page). */
  hadSession: boolean;
}

type ExpiryListener = (expiry: SessionExpiry) => void;
const expiryListeners = new Set<ExpiryListener>();

/**
 * The server said the session is dead (HTTP 401 or GraphQL UNAUTHENTICATED). Clears the cookies
 * at once, then tells the listeners: the session provider (signed-out state) and the router
 * (go to /login, saying the session expired if there was one). Called by the Apollo error link
 * and the REST helper.
 */
export function expireSession(): void {
  const expiry: SessionExpiry = { hadSession: getToken() !== null };
  clearSession();
  for (const listener of [...expiryListeners]) listener(expiry);
}

export function onSessionExpired(listener: ExpiryListener): () => void {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
}
