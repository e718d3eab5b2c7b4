import { useQuery } from '@apollo/client/react';
import { GetStoreSettingsDocument } from '@/lib/api/StoreSettings.generated';

/**
 * The store's low-stock threshold (StoreSettings, LOW_STOCK_THRESHOLD on the server): a book with
 * this many copies or fewer is low in stock, on the dashboard and in the admin's book list alike.
 * Undefined until the settings are known (MoneyProvider asks for them as the app starts).
 */
export function useLowStockThreshold(): number | undefined {
  const { data, previousData } = useQuery(GetStoreSettingsDocument);
  return (data ?? previousData)?.storeSettings.lowStockThreshold;
}

/**
 * Whether the store sends email (StoreSettings.emailEnabled): without it there is no password
 * reset, so "Forgot password?" is hidden. Unknown (settings not loaded, or a server that does not
 * say) counts as yes, as it was before the store could say no.
 */
export function useEmailEnabled(): boolean {
  const { data, previousData } = useQuery(GetStoreSettingsDocument);
  return (data ?? previousData)?.storeSettings.emailEnabled !== false;
}

/** The store's contact details from its settings (STORE_EMAIL, STORE_PHONE, STORE_ADDRESS), as far as loaded. */
export function useStoreContact() {
  const { data, previousData, loading } = useQuery(GetStoreSettingsDocument);
  const settings = (data ?? previousData)?.storeSettings;
  return {
    loading: loading && !settings,
    email: settings?.contactEmail ?? null,
    phone: settings?.contactPhone ?? null,
    address: settings?.contactAddress ?? null,
  };
}
