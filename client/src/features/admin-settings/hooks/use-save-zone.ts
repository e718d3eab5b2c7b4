import { AddShippingZoneDocument } from '../api/AddShippingZone.generated';
import { UpdateShippingZoneDocument } from '../api/UpdateShippingZone.generated';
import type { ZoneValues } from '../validation';
import { useSettingsChange } from './settings-change';

const FALLBACK = 'Failed to save the shipping zone';

/**
 * Adds a shipping zone (`id` null) or saves an edit (its methods stay). Success: the server's
 * 'Shipping zone added' or 'Shipping zone updated'. Failure: the server's message (e.g. 'France is
 * already in the zone Europe') or 'Failed to save the shipping zone'.
 */
export function useSaveZone() {
  const add = useSettingsChange(AddShippingZoneDocument, (data) => data.addShippingZone, FALLBACK);
  const update = useSettingsChange(UpdateShippingZoneDocument, (data) => data.updateShippingZone, FALLBACK);
  const save = (id: string | null, values: ZoneValues) => {
    const input = { name: values.name.trim(), countries: values.countries, restOfWorld: values.restOfWorld };
    return id ? update.run({ id, input }) : add.run({ input });
  };
  return { save, saving: add.busy || update.busy };
}
