import { useQuery } from '@apollo/client/react';
import { getErrorCode, getErrorMessage } from '@/lib/errors';
import { ResetTokenStatusDocument } from '../api/ResetTokenStatus.generated';

/**
 * Where an emailed reset link stands, asked of the server as the reset page opens (without using
 * the link): `checking`, `valid` (the form), `invalid` (unknown, used, replaced by a newer one or
 * expired: the server's INVALID_RESET_TOKEN), or `unchecked` when the check itself failed (the
 * store unreachable, too many attempts), with `message` and `retry`. The answer is not cached: the
 * token stays out of the Apollo cache, and a page opened again asks again.
 */
export type ResetLinkState = 'checking' | 'valid' | 'invalid' | 'unchecked';

export function useResetTokenStatus(token: string) {
  const { data, error, loading, refetch } = useQuery(ResetTokenStatusDocument, {
    variables: { input: { token } },
    skip: !token,
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: true,
  });
  const state: ResetLinkState = loading
    ? 'checking'
    : data?.resetTokenStatus.valid
      ? 'valid'
      : getErrorCode(error) === 'INVALID_RESET_TOKEN'
        ? 'invalid'
        : 'unchecked';
  return {
    state,
    message: error
      ? getErrorMessage(error, 'The store did not answer. Check your connection and try again.')
      : undefined,
    retry: () => void refetch().catch(() => undefined),
  };
}
