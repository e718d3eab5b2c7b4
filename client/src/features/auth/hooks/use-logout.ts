import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notifyInfo } from '@/lib/notify';
import { useSession } from '@/lib/use-session';

/**
 * Signs out: goes home first (so a guarded page does not bounce to /login), then clears the
 * cookies and the Apollo cache and shows the info toast 'Logged out successfully'.
 */
export function useLogout() {
  const client = useApolloClient();
  const { signOut } = useSession();
  const navigate = useNavigate();

  return useCallback(async () => {
    await navigate(paths.home, { flushSync: true });
    signOut();
    notifyInfo('Logged out successfully');
    await client.clearStore();
  }, [client, navigate, signOut]);
}
