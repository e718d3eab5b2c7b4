import { useLocation } from 'react-router-dom';
import { isSessionExpiredState } from '@/config/paths';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

/**
 * Above the sign-in form when the server ended the session this browser had (a 401 sent it here,
 * SessionExpiryRedirect): says why the shopper is signed out. Nothing on a first visit.
 */
export function SessionExpiredNotice() {
  const { state } = useLocation();
  if (!isSessionExpiredState(state)) return null;
  return (
    <p role="status" className="mb-5 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {SESSION_EXPIRED_MESSAGE}
    </p>
  );
}
