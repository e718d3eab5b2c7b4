import { useApolloClient, useMutation } from '@apollo/client/react';
import { getErrorCode } from '@/lib/errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/use-session';
import { DeleteAccountDocument } from '../api/DeleteAccount.generated';
import type { DeleteAccountValues } from '../validation';

/** What a deletion came to: done (signed out), a wrong password (for the field), or another failure (toasted). */
export type DeleteAccountOutcome = 'deleted' | 'wrong-password' | 'failed';

/**
 * Deletes the shopper's account over GraphQL, confirmed with their password. On success: ends the
 * session (the guarded profile page then goes to the sign-in page, as after any sign-out there),
 * toasts the server's message ('Your account was deleted.') and empties the Apollo cache. A wrong password is
 * left to the form's field; other failures toast the server's message or 'Failed to delete your account'.
 */
export function useDeleteAccount() {
  const [mutate, { loading }] = useMutation(DeleteAccountDocument);
  const client = useApolloClient();
  const { signOut } = useSession();

  async function deleteAccount(values: DeleteAccountValues): Promise<DeleteAccountOutcome> {
    try {
      const { data } = await mutate({ variables: { input: { password: values.password } } });
      if (!data) throw new Error('Empty delete-account response');
      signOut();
      notifySuccess(data.deleteAccount.message, { scope: 'delete-account' });
      await client.clearStore();
      return 'deleted';
    } catch (error) {
      if (getErrorCode(error) === 'INVALID_CREDENTIALS') return 'wrong-password';
      notifyFailure(error, 'Failed to delete your account', { scope: 'delete-account' });
      return 'failed';
    }
  }

  return { deleteAccount, pending: loading };
}
