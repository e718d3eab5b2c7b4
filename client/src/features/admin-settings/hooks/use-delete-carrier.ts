import { DeleteCarrierDocument } from '../api/DeleteCarrier.generated';
import { useSettingsDelete } from './settings-delete';
import type { Carrier } from './use-pricing-settings';

/**
 * Deletes a carrier after the admin confirms. Success: the server's 'Carrier deleted'. Failure:
 * the server's message or 'Failed to delete the carrier'.
 */
export function useDeleteCarrier() {
  const { remove, deleting, confirmDialog } = useSettingsDelete(
    DeleteCarrierDocument,
    (data) => data.deleteCarrier,
    'Failed to delete the carrier',
  );
  const deleteCarrier = (carrier: Carrier) =>
    remove(carrier.id, {
      title: 'Delete carrier',
      message: `Delete the carrier ${carrier.name}? Orders already shipped with it keep their tracking link.`,
    });
  return { deleteCarrier, deleting, confirmDialog };
}
