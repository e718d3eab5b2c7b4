import { UpdateLegalDetailsDocument } from '../api/UpdateLegalDetails.generated';
import type { LegalValues } from '../validation';
import { useSettingsChange } from './settings-change';

/**
 * Saves the legal details invoices show. Success: the server's 'Legal details updated'. Failure:
 * the server's message or 'Failed to save the legal details'.
 */
export function useSaveLegal() {
  const { run, busy } = useSettingsChange(
    UpdateLegalDetailsDocument,
    (data) => data.updateLegalDetails,
    'Failed to save the legal details',
  );
  const save = (values: LegalValues) =>
    run({ input: { name: values.name.trim(), address: values.address.trim(), taxNumber: values.taxNumber.trim() } });
  return { save, saving: busy };
}
