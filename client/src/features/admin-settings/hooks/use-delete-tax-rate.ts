import { DeleteTaxRateDocument } from '../api/DeleteTaxRate.generated';
import { useSettingsDelete } from './settings-delete';
import type { TaxRate } from './use-pricing-settings';

/**
 * Deletes a tax rate after the admin confirms. Success: the server's 'Tax rate deleted'. Failure:
 * the server's message or 'Failed to delete the tax rate'.
 */
export function useDeleteTaxRate() {
  const { remove, deleting, confirmDialog } = useSettingsDelete(
    DeleteTaxRateDocument,
    (data) => data.deleteTaxRate,
    'Failed to delete the tax rate',
  );
  const deleteRate = (rate: TaxRate) =>
    remove(rate.id, {
      title: 'Delete tax rate',
      message: `Delete the tax rate of ${rate.countryName}${rate.region ? ` (${rate.region})` : ''}? Orders there are no longer taxed at this rate.`,
    });
  return { deleteRate, deleting, confirmDialog };
}
