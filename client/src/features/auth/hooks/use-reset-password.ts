import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ResetPasswordDocument } from '../api/ResetPassword.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { ResetPasswordValues } from '../validation';

/**
 * Sets the new password with the link's token over GraphQL, then sends the visitor to sign in with
 * it (every session was signed out). A used, replaced or expired link is toasted with the server's
 * message, which says to ask for a new one.
 */
export function useResetPassword(token: string) {
  const [mutate, { loading }] = useMutation(ResetPasswordDocument);
  const navigate = useNavigate();

  async function reset(values: ResetPasswordValues): Promise<boolean> {
    try {
      const { data } = await mutate({ variables: { input: { token, newPassword: values.newPassword } } });
      if (!data) throw new Error('Empty reset-password response');
      notifySuccess(data.resetPassword.message, { scope: 'reset-password' });
      await navigate(paths.login, { replace: true });
      return true;
    } catch (error) {
      notifyFailure(error, 'Could not reset the password', { scope: 'reset-password' });
      return false;
    }
  }

  return { reset, pending: loading };
}
