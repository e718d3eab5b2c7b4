import { UpdatePaymentSettingsDocument } from '../api/UpdatePaymentSettings.generated';
import type { PaymentsValues } from '../validation';
import { useSettingsChange } from './settings-change';

/**
 * Saves the payment settings: every method in the order shown, on or off, the bank account and the
 * days a transfer may take. Success: the server's 'Payment settings updated'. Failure: the server's
 * message or 'Failed to save the payment settings'.
 */
export function useSavePayments() {
  const { run, busy } = useSettingsChange(
    UpdatePaymentSettingsDocument,
    (data) => data.updatePaymentSettings,
    'Failed to save the payment settings',
  );
  const save = (values: PaymentsValues) =>
    run({
      input: {
        methods: values.methods.map(({ id, enabled }) => ({ id, enabled })),
        bankHolder: values.bankHolder.trim(),
        bankAccount: values.bankAccount.trim(),
        bankName: values.bankName.trim(),
        bankNotes: values.bankNotes.trim(),
        expiryDays: Number(values.expiryDays),
      },
    });
  return { save, saving: busy };
}
