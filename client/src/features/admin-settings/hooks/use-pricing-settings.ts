import { useQuery } from '@apollo/client/react';
import { type PricingSettingsFieldsFragment } from '@/gql/graphql';
import { GetPricingSettingsDocument } from '../api/GetPricingSettings.generated';

export type PricingSettings = PricingSettingsFieldsFragment;
export type ShippingZone = PricingSettings['zones'][number];
export type ShippingMethod = ShippingZone['methods'][number];
export type TaxRate = PricingSettings['taxRates'][number];
export type Carrier = PricingSettings['carriers'][number];

/** Toasts and dismisses under this scope: the settings screen and the changes made on it. */
export const SETTINGS_SCOPE = 'admin-settings';

/**
 * The store's money settings, read once and kept in the cache: every change answers the whole
 * settings and writes them back (./settings-change.ts). A failed read shows its own error state.
 */
export function usePricingSettings() {
  const { data, loading, error, refetch } = useQuery(GetPricingSettingsDocument, { notifyOnNetworkStatusChange: true });
  return {
    settings: data?.pricingSettings ?? null,
    loading: loading && !data,
    failed: Boolean(error) && !data,
    retry: () => void refetch().catch(() => undefined),
  };
}
