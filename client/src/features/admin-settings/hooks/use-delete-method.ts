import { DeleteShippingMethodDocument } from '../api/DeleteShippingMethod.generated';
import { useSettingsDelete } from './settings-delete';
import type { ShippingMethod } from './use-pricing-settings';

/**
 * Deletes a delivery method after the admin confirms (disabling keeps it for later). Success: the
 * server's 'Delivery method deleted'. Failure: the server's message or 'Failed to delete the delivery method'.
 */
export function useDeleteMethod() {
  const { remove, deleting, confirmDialog } = useSettingsDelete(
    DeleteShippingMethodDocument,
    (data) => data.deleteShippingMethod,
    'Failed to delete the delivery method',
  );
  const deleteMethod = (method: ShippingMethod) =>
    remove(method.id, {
      title: 'Delete delivery method',
      message: `Delete the delivery method ${method.name}? To stop offering it for a while, disable it instead.`,
    });
  return { deleteMethod, deleting, confirmDialog };
}
