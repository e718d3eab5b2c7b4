import type { ApolloClient } from '@apollo/client';
import type { GetStoreSettingsQuery } from '@/gql/graphql';
import { GetStoreSettingsDocument } from '@/lib/api/StoreSettings.generated';
import { takeInitialData } from './initial-data';

/**
 * Puts the store's settings the server shipped with the page (lib/initial-data.ts) in the cache,
 * before the first render: the header, the footer and the titles name the store at once, its
 * contact details are in the footer from the start (nothing moves when they arrive), and no
 * request for them is sent. Without shipped settings the app asks for them as before.
 */
export function primeStoreSettings(client: ApolloClient): void {
  const shipped = takeInitialData<GetStoreSettingsQuery>('GetStoreSettings', {});
  if (shipped) client.writeQuery({ query: GetStoreSettingsDocument, data: shipped });
}
