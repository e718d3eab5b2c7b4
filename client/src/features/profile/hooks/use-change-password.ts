import { useMutation } from '@apollo/client/react';
import { ChangePasswordDocument } from '../api/ChangePassword.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/use-session';
import type { ChangePasswordValues } from '../validation';

/**
 * Changes the password over GraphQL. The server signs out every other session and returns a fresh
 * token for this one, which replaces the stored token. Toasts the server's message ('Password
 * changed successfully'), or on failure the server's message / 'Failed to change password'.
 */
export function useChangePassword() {
  const [mutate, { loading }] = useMutation(ChangePasswordDocument);
  const { replaceToken } = useSession();

  async function change(values: ChangePasswordValues): Promise<boolean> {
    try {
      const { data } = await mutate({
        variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      });
      if (!data) throw new Error('Empty change-password response');
      replaceToken(data.changePassword.token);
      notifySuccess(data.changePassword.message, { scope: 'password' });
      return true;
    } catch (error) {
      notifyFailure(error, 'Failed to change password', { scope: 'password' });
      return false;
    }
  }

  return { change, pending: loading };
}
