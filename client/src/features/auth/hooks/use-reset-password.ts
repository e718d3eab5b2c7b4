import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { getErrorCode } from '@/lib/errors';
import { ResetPasswordDocument } from '../api/ResetPassword.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import type { ResetPasswordValues } from '../validation';

/**
 * Sets the new password with the link's token over GraphQL, then sends the visitor to sign in with
 * it (every session was signed out). The server checks the link again: one that stopped working
 * while the form was open (expired, or used from another tab) calls `onInvalidLink`, for the page
 * to say so in place of the form; other failures are toasted.
 */
export function useResetPassword(token: string, { onInvalidLink }: { onInvalidLink: () => void }) {
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
      if (getErrorCode(error) === 'INVALID_RESET_TOKEN') onInvalidLink();
      else notifyFailure(error, 'Could not reset the password', { scope: 'reset-password' });
      return false;
    }
  }

  return { reset, pending: loading };
}
