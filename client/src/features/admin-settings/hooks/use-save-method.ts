import { AddShippingMethodDocument } from '../api/AddShippingMethod.generated';
import { UpdateShippingMethodDocument } from '../api/UpdateShippingMethod.generated';
import { numberOrNull, type MethodValues } from '../validation';
import { useSettingsChange } from './settings-change';
import type { ShippingMethod } from './use-pricing-settings';

const FALLBACK = 'Failed to save the delivery method';

const toInput = (values: MethodValues) => ({
  name: values.name.trim(),
  price: Number(values.price),
  freeOver: numberOrNull(values.freeOver),
  minDays: numberOrNull(values.minDays),
  maxDays: numberOrNull(values.maxDays),
  enabled: values.enabled,
});

/** A method's fields as its form holds them. */
export const methodValues = (method: ShippingMethod): MethodValues => ({
  name: method.name,
  price: String(method.price),
  freeOver: method.freeOver === null ? '' : String(method.freeOver),
  minDays: method.minDays === null ? '' : String(method.minDays),
  maxDays: method.maxDays === null ? '' : String(method.maxDays),
  enabled: method.enabled,
});

/**
 * Adds a delivery method to a zone, saves an edit, or enables or disables one (an edit of its
 * `enabled` alone). Success: the server's 'Delivery method added' or 'Delivery method updated'.
 * Failure: the server's message or 'Failed to save the delivery method'.
 */
export function useSaveMethod() {
  const add = useSettingsChange(AddShippingMethodDocument, (data) => data.addShippingMethod, FALLBACK);
  const update = useSettingsChange(UpdateShippingMethodDocument, (data) => data.updateShippingMethod, FALLBACK);
  const save = (target: { zoneId: string } | { id: string }, values: MethodValues) =>
    'id' in target
      ? update.run({ id: target.id, input: toInput(values) })
      : add.run({ zoneId: target.zoneId, input: toInput(values) });
  const setEnabled = (method: ShippingMethod, enabled: boolean) =>
    update.run({ id: method.id, input: toInput({ ...methodValues(method), enabled }) });
  return { save, setEnabled, saving: add.busy || update.busy };
}
