import { AddTaxRateDocument } from '../api/AddTaxRate.generated';
import { UpdateTaxRateDocument } from '../api/UpdateTaxRate.generated';
import type { TaxRateValues } from '../validation';
import { useSettingsChange } from './settings-change';

const FALLBACK = 'Failed to save the tax rate';

/**
 * Adds a tax rate (`id` null) or saves an edit. Success: the server's 'Tax rate added' or 'Tax
 * rate updated'. Failure: the server's message (e.g. 'France already has a tax rate') or 'Failed
 * to save the tax rate'.
 */
export function useSaveTaxRate() {
  const add = useSettingsChange(AddTaxRateDocument, (data) => data.addTaxRate, FALLBACK);
  const update = useSettingsChange(UpdateTaxRateDocument, (data) => data.updateTaxRate, FALLBACK);
  const save = (id: string | null, values: TaxRateValues) => {
    const input = {
      country: values.country,
      region: values.region.trim(),
      booksRate: Number(values.booksRate),
      shippingRate: Number(values.shippingRate),
    };
    return id ? update.run({ id, input }) : add.run({ input });
  };
  return { save, saving: add.busy || update.busy };
}
