import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginRedirectState, paths } from '@/config/paths';
import { onSessionExpired } from '@/lib/session';

/**
 * When any request finds the session dead (401 / UNAUTHENTICATED), the session is already cleared
 * (lib/session); this sends the browser to /login, remembering the current page, and drops the
 * Apollo cache that belonged to the old session. Rendered once, inside the router.
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
      onSessionExpired(() => {
        // Not synchronously: the failing operation is still being delivered.
        setTimeout(() => void client.clearStore(), 0);
        void navigate(paths.login, { replace: true, state: loginRedirectState(locationRef.current) });
      }),
    [client, navigate],
  );

  return null;
}
