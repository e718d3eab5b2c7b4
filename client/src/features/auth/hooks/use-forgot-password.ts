import { useMutation } from '@apollo/client/react';
import { ForgotPasswordDocument } from '../api/ForgotPassword.generated';
import { notifyFailure } from '@/lib/notify';
import type { ForgotPasswordValues } from '../validation';

/**
 * Asks for a reset link over GraphQL. Resolves to the server's one answer ("If an account exists
 * for that email, we sent a link…"), the same whether or not the account exists, or null after a
 * failure (toasted: a throttled request says to wait).
 */
export function useForgotPassword() {
  const [mutate, { loading }] = useMutation(ForgotPasswordDocument);

  async function request(values: ForgotPasswordValues): Promise<string | null> {
    try {
      const { data } = await mutate({ variables: { input: { email: values.email.trim() } } });
      if (!data) throw new Error('Empty forgot-password response');
      return data.forgotPassword.message;
    } catch (error) {
      notifyFailure(error, 'Could not send the reset link', { scope: 'forgot-password' });
      return null;
    }
  }

  return { request, pending: loading };
}
