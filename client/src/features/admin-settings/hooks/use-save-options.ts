import { UpdatePricingOptionsDocument } from '../api/UpdatePricingOptions.generated';
import type { OptionsValues } from '../validation';
import { useSettingsChange } from './settings-change';

/**
 * Saves the store options (collection in store, tax mode, shop country and region). Success: the
 * server's 'Store options updated'. Failure: the server's message or 'Failed to save the store options'.
 */
export function useSaveOptions() {
  const { run, busy } = useSettingsChange(
    UpdatePricingOptionsDocument,
    (data) => data.updatePricingOptions,
    'Failed to save the store options',
  );
  const save = (values: OptionsValues) => run({ input: { ...values, shopRegion: values.shopRegion.trim() } });
  return { save, saving: busy };
}
