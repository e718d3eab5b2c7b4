import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { FormField, inputClasses } from '@/components/FormField';
import type { PricingSettings } from '../hooks/use-pricing-settings';
import { useSavePayments } from '../hooks/use-save-payments';
import { showServerRefusal } from '../server-errors';
import { paymentsSchema, type PaymentsValues } from '../validation';
import { SwitchField } from './DialogForm';
import { FormError } from './SettingsSection';

const toValues = ({ payments }: PricingSettings): PaymentsValues => ({
  methods: payments.methods.map(({ id, name, enabled }) => ({ id, name, enabled })),
  bankHolder: payments.bank.holder,
  bankAccount: payments.bank.account,
  bankName: payments.bank.bank,
  bankNotes: payments.bank.notes,
  expiryDays: String(payments.expiryDays),
});

const HINTS: Record<string, string> = {
  'on-delivery': 'The order is placed awaiting payment; you mark it paid when the money arrives.',
  'bank-transfer':
    'The order page and confirmation email show the account below and the order number as reference; you mark it paid.',
  card: "The shopper pays on Stripe's page; Stripe confirms it and a cancellation refunds it. Needs the server's Stripe keys.",
};

/**
 * The payment methods the checkout offers, on or off and in the order shown there (Move up and
 * Move down), the bank account transfers go to, and how many days an unpaid transfer's order is
 * kept before it is cancelled. Saved together.
 */
export function PaymentSettingsForm({ settings }: { settings: PricingSettings }) {
  const id = useId();
  const { save, saving } = useSavePayments();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<PaymentsValues>({ resolver: zodResolver(paymentsSchema), values: toValues(settings) });
  // `fields` carry the list's own keys as `id`; the methods' ids are in the values.
  const { fields, move } = useFieldArray({ control, name: 'methods' });
  const methods = useWatch({ control, name: 'methods' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await save(values);
    if (result.ok) reset(values);
    else
      setFormError(
        showServerRefusal(result.error, setError, [
          [/^Days to pay/, 'expiryDays'],
          [/^Account holder/, 'bankHolder'],
          [/^Account number/, 'bankAccount'],
        ]),
      );
  });

  return (
    <form aria-label="Payment settings" noValidate onSubmit={onSubmit} className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Payment methods, in the checkout&apos;s order</legend>
        <ol className="mt-2 space-y-2">
          {fields.map((method, index) => (
            <li
              key={method.id}
              data-testid="payment-method-setting"
              className="flex flex-wrap items-start gap-3 rounded-lg border border-slate-200 p-3"
            >
              <div className="min-w-0 flex-1">
                <SwitchField
                  id={`${id}-method-${index}`}
                  label={method.name}
                  hint={HINTS[methods[index]?.id ?? '']}
                  {...register(`methods.${index}.enabled`)}
                />
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={`Move ${method.name} up`}
                  className={buttonClasses('secondary', 'sm')}
                >
                  Up
                </button>
                <button
                  type="button"
                  onClick={() => move(index, index + 1)}
                  disabled={index === fields.length - 1}
                  aria-label={`Move ${method.name} down`}
                  className={buttonClasses('secondary', 'sm')}
                >
                  Down
                </button>
              </div>
            </li>
          ))}
        </ol>
        {errors.methods?.root?.message || errors.methods?.message ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {errors.methods?.root?.message ?? errors.methods?.message}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-holder`} label="Account holder" error={errors.bankHolder?.message}>
          {(field) => <input {...field} {...register('bankHolder')} className={inputClasses} />}
        </FormField>
        <FormField id={`${id}-account`} label="Account number (IBAN)" error={errors.bankAccount?.message}>
          {(field) => <input {...field} {...register('bankAccount')} className={inputClasses} />}
        </FormField>
        <FormField id={`${id}-bank`} label="Bank" error={errors.bankName?.message}>
          {(field) => <input {...field} {...register('bankName')} className={inputClasses} />}
        </FormField>
        <FormField
          id={`${id}-days`}
          label="Days to pay by transfer"
          hint="An order still unpaid after these days is cancelled, its books back on the shelf, and the customer emailed."
          error={errors.expiryDays?.message}
        >
          {(field) => <input {...field} {...register('expiryDays')} inputMode="numeric" className={inputClasses} />}
        </FormField>
      </div>
      <FormField
        id={`${id}-notes`}
        label="Transfer notes"
        hint="Anything else a transfer needs, such as the BIC or SWIFT code."
        error={errors.bankNotes?.message}
      >
        {(field) => <textarea {...field} {...register('bankNotes')} rows={2} className={inputClasses} />}
      </FormField>
      <FormError message={formError} />
      <div className="flex justify-end">
        <button type="submit" disabled={saving || !isDirty} className={buttonClasses('primary', 'md')}>
          {saving ? 'Saving...' : 'Save payment settings'}
        </button>
      </div>
    </form>
  );
}
