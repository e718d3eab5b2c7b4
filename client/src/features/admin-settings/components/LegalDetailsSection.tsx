import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { FormField, inputClasses } from '@/components/FormField';
import { useSaveLegal } from '../hooks/use-save-legal';
import type { PricingSettings } from '../hooks/use-pricing-settings';
import { showServerRefusal } from '../server-errors';
import { legalSchema, type LegalValues } from '../validation';
import { FormError } from './SettingsSection';

/** The legal name, address and tax number shown on invoices. */
export function LegalDetailsForm({ settings }: { settings: PricingSettings }) {
  const id = useId();
  const { save, saving } = useSaveLegal();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<LegalValues>({ resolver: zodResolver(legalSchema), values: settings.legal });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await save(values);
    if (result.ok) reset(values);
    else
      setFormError(
        showServerRefusal(result.error, setError, [
          [/^Legal name/, 'name'],
          [/^Legal address/, 'address'],
          [/^Tax number/, 'taxNumber'],
        ]),
      );
  });

  return (
    <form aria-label="Legal details" noValidate onSubmit={onSubmit} className="space-y-4">
      <FormField id={`${id}-name`} label="Legal name" error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} autoComplete="organization" className={inputClasses} />}
      </FormField>
      <FormField id={`${id}-address`} label="Legal address" error={errors.address?.message}>
        {(control) => <textarea {...control} {...register('address')} rows={3} className={inputClasses} />}
      </FormField>
      <FormField
        id={`${id}-tax-number`}
        label="Tax number"
        hint="Your VAT or sales tax registration."
        error={errors.taxNumber?.message}
      >
        {(control) => <input {...control} {...register('taxNumber')} className={inputClasses} />}
      </FormField>
      <FormError message={formError} />
      <div className="flex justify-end">
        <button type="submit" disabled={saving || !isDirty} className={buttonClasses('primary', 'md')}>
          {saving ? 'Saving...' : 'Save legal details'}
        </button>
      </div>
    </form>
  );
}
