import { AddCarrierDocument } from '../api/AddCarrier.generated';
import { UpdateCarrierDocument } from '../api/UpdateCarrier.generated';
import type { CarrierValues } from '../validation';
import { useSettingsChange } from './settings-change';

const FALLBACK = 'Failed to save the carrier';

/**
 * Adds a carrier (`id` null) or saves an edit. Success: the server's 'Carrier added' or 'Carrier
 * updated'. Failure: the server's message (e.g. 'There is already a carrier named DHL') or
 * 'Failed to save the carrier'.
 */
export function useSaveCarrier() {
  const add = useSettingsChange(AddCarrierDocument, (data) => data.addCarrier, FALLBACK);
  const update = useSettingsChange(UpdateCarrierDocument, (data) => data.updateCarrier, FALLBACK);
  const save = (id: string | null, values: CarrierValues) => {
    const input = { name: values.name.trim(), trackingUrl: values.trackingUrl.trim() };
    return id ? update.run({ id, input }) : add.run({ input });
  };
  return { save, saving: add.busy || update.busy };
}
