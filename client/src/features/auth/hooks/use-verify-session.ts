import { useQuery } from '@apollo/client/react';
import { startTransition, useEffect } from 'react';
import { MeDocument } from '../api/Me.generated';
import { isServiceUnavailable } from '@/lib/errors';
import { isLeavingPage } from '@/lib/page-lifecycle';
import { useSession } from '@/lib/use-session';
import { fromGraphQLUser } from '../session-user';

/**
 * The start-up check: while the session is 'loading' (cookies found), asks the server
 * who the token belongs to. Success refreshes and re-saves the user; any failure clears the
 * session (a 401 also goes to /login, through the error link), except a check the browser cut off
 * by leaving the page, and a store briefly unavailable (503): that says nothing about the token,
 * so the stored session is kept as signed in (the error link has shown the message) and the
 * server still checks it on every request.
 */
export function useVerifySession(): void {
  const { status, user, replaceUser, signOut } = useSession();
  const verifying = status === 'loading';
  const { data, error } = useQuery(MeDocument, { skip: !verifying, fetchPolicy: 'network-only' });

  useEffect(() => {
    if (!verifying) return;
    // The confirmed user re-renders whatever shows the session (the header, every card's Add to
    // Cart): as a transition, React renders that in short slices instead of one long task.
    if (data) startTransition(() => replaceUser(fromGraphQLUser(data.me)));
    else if (error && isServiceUnavailable(error)) {
      if (user) replaceUser(user);
    }
    // A check cut off because the browser is going to another page has not failed: the next
    // page checks the session again.
    else if (error && !isLeavingPage()) signOut();
  }, [verifying, data, error, user, replaceUser, signOut]);
}
