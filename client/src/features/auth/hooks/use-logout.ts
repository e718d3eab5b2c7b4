import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LogoutDocument } from '../api/Logout.generated';
import type { OperationErrorContext } from '@/lib/apollo-client';
import { notifyInfo } from '@/lib/notify';
import { getToken } from '@/lib/session';
import { useSession } from '@/lib/use-session';

/**
 * Signs out: asks the server to end the session (its token is refused from then on, on every
 * instance), goes home first (so a guarded page does not bounce to /login), then clears the
 * cookies and the Apollo cache and shows the info toast 'Logged out successfully'. The session
 * ends here whatever the server answers: the call is silent (a token it already refuses, or a
 * store that cannot be reached, neither sends the browser to /login nor toasts), and carries the
 * token itself since the cookies are cleared before it returns.
 */
export function useLogout() {
  const client = useApolloClient();
  const { signOut } = useSession();
  const navigate = useNavigate();

  return useCallback(async () => {
    const token = getToken();
    const context: OperationErrorContext & { headers: Record<string, string> } = {
      silent: true,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    };
    const ended = token
      ? client.mutate({ mutation: LogoutDocument, context, fetchPolicy: 'no-cache' }).catch(() => undefined)
      : undefined;
    await navigate(paths.home, { flushSync: true });
    signOut();
    notifyInfo('Logged out successfully');
    await ended;
    await client.clearStore();
  }, [client, navigate, signOut]);
}
