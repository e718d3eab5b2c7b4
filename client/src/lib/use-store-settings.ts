import { useQuery } from '@apollo/client/react';
import { GetStoreSettingsDocument } from '@/gql/graphql';

/**
 * The store's low-stock threshold (StoreSettings, LOW_STOCK_THRESHOLD on the server): a book with
 * this many copies or fewer is low in stock, on the dashboard and in the admin's book list alike.
 * Undefined until the settings are known (MoneyProvider asks for them as the app starts).
 */
export function useLowStockThreshold(): number | undefined {
  const { data, previousData } = useQuery(GetStoreSettingsDocument);
  return (data ?? previousData)?.storeSettings.lowStockThreshold;
}
