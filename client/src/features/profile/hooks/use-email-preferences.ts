import { useMutation, useQuery } from '@apollo/client/react';
import { type EmailPreferencesInput } from '@/gql/graphql';
import { GetEmailPreferencesDocument } from '../api/EmailPreferences.generated';
import { UpdateEmailPreferencesDocument } from '../api/UpdateEmailPreferences.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';

/** The shopper's email preferences: read over GraphQL, saved with the cache updated to the answer. */
export function useEmailPreferences() {
  const { data, loading, error, refetch } = useQuery(GetEmailPreferencesDocument);
  const [mutate, { loading: saving }] = useMutation(UpdateEmailPreferencesDocument, {
    update(cache, { data: saved }) {
      if (saved) {
        cache.writeQuery({
          query: GetEmailPreferencesDocument,
          data: { emailPreferences: saved.updateEmailPreferences.preferences },
        });
      }
    },
  });

  async function save(input: EmailPreferencesInput): Promise<boolean> {
    try {
      const { data: saved } = await mutate({ variables: { input } });
      if (!saved) throw new Error('Empty email-preferences response');
      notifySuccess(saved.updateEmailPreferences.message, { scope: 'email-preferences' });
      return true;
    } catch (failure) {
      notifyFailure(failure, 'Failed to save your email preferences', { scope: 'email-preferences' });
      return false;
    }
  }

  return { preferences: data?.emailPreferences, loading, failed: Boolean(error), retry: refetch, save, saving };
}
