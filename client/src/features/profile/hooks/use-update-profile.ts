import { useState } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { toSessionUser } from '@/lib/rest';
import { useSession } from '@/lib/use-session';
import { updateProfile, type ProfileValues } from '../api/update-profile';

/**
 * Saves name, email and photo on the server, then replaces the signed-in user (and its cookie).
 * Toasts the server's message ('Profile updated successfully!'), or on failure the server's
 * message / 'Failed to update profile'.
 * A dead session is handled by the REST helper (cleared, off to /login), so no toast then.
 */
export function useUpdateProfile() {
  const [pending, setPending] = useState(false);
  const { replaceUser } = useSession();

  async function save(values: ProfileValues): Promise<boolean> {
    setPending(true);
    try {
      const { message, user } = await updateProfile(values);
      replaceUser(toSessionUser(user));
      notifySuccess(message, { scope: 'profile' });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to update profile', { scope: 'profile' });
      return false;
    } finally {
      setPending(false);
    }
  }

  return { save, pending };
}
