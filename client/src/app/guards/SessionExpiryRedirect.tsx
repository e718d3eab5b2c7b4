import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginRedirectState, paths, type LoginRedirectState } from '@/config/paths';
import { onSessionExpired } from '@/lib/session';

/**
 * When any request finds the session dead (401 / UNAUTHENTICATED), the session is already cleared
 * (lib/session); this sends the browser to /login, remembering the current page and, when there
 * was a session, that it expired (the login page says so), and drops the Apollo cache that
 * belonged to the old session. Rendered once, inside the router.
 */
export function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const client = useApolloClient();
  const locationRef = useRef(location);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(
    () =>
      onSessionExpired(({ hadSession }) => {
        // Not synchronously: the failing operation is still being delivered.
        setTimeout(() => void client.clearStore(), 0);
        const state: LoginRedirectState | undefined = hadSession
          ? { ...loginRedirectState(locationRef.current), sessionExpired: true }
          : loginRedirectState(locationRef.current);
        void navigate(paths.login, { replace: true, state });
      }),
    [client, navigate],
  );

  return null;
}
