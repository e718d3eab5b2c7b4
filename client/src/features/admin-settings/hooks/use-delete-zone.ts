import { DeleteShippingZoneDocument } from '../api/DeleteShippingZone.generated';
import { useSettingsDelete } from './settings-delete';
import type { ShippingZone } from './use-pricing-settings';

/**
 * Deletes a shipping zone and its methods after the admin confirms. Success: the server's
 * 'Shipping zone deleted'. Failure: the server's message or 'Failed to delete the shipping zone'.
 */
export function useDeleteZone() {
  const { remove, deleting, confirmDialog } = useSettingsDelete(
    DeleteShippingZoneDocument,
    (data) => data.deleteShippingZone,
    'Failed to delete the shipping zone',
  );
  const deleteZone = (zone: ShippingZone) =>
    remove(zone.id, {
      title: 'Delete shipping zone',
      message: `Delete the zone ${zone.name} and its ${zone.methods.length} delivery method(s)? Its countries are no longer delivered to unless another zone covers them.`,
    });
  return { deleteZone, deleting, confirmDialog };
}
