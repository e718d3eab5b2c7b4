import type { ApolloCache } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { StoreIdentityFieldsFragment } from '@/gql/graphql';
import { GetStoreSettingsDocument } from '@/lib/api/StoreSettings.generated';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { GetStoreIdentityDocument } from '../api/GetStoreIdentity.generated';
import type { SaveResult } from './settings-change';
import { SETTINGS_SCOPE } from './use-pricing-settings';

/** Every identity change answers the whole identity: it replaces the cached one. */
export function writeIdentity(cache: ApolloCache, identity: StoreIdentityFieldsFragment): void {
  cache.writeQuery({ query: GetStoreIdentityDocument, data: { storeIdentity: identity } });
}

/**
 * The shared body of the identity's change hooks: runs one change (a GraphQL mutation or the
 * logo's upload), writes the identity it answers into the cache, has the public settings read again
 * so that the header, the footer and the titles show the change at once, and toasts the server's
 * message; a failure toasts the server's message or `fallback` and is handed back for the form.
 */
export function useIdentityChange(fallback: string) {
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);

  async function run(
    change: () => Promise<{ message: string; identity: StoreIdentityFieldsFragment }>,
  ): Promise<SaveResult> {
    setBusy(true);
    try {
      const { message, identity } = await change();
      writeIdentity(client.cache, identity);
      notifySuccess(message, { scope: SETTINGS_SCOPE });
      void client.query({ query: GetStoreSettingsDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
      return { ok: true };
    } catch (error) {
      notifyFailure(error, fallback, { scope: SETTINGS_SCOPE });
      return { ok: false, error };
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
