import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CountrySelect } from '@/components/CountrySelect';
import { FormField, inputClasses } from '@/components/FormField';
import { useCountries } from '@/lib/use-countries';
import type { TaxRate } from '../hooks/use-pricing-settings';
import { useSaveTaxRate } from '../hooks/use-save-tax-rate';
import { showServerRefusal } from '../server-errors';
import { taxRateSchema, type TaxRateValues } from '../validation';
import { DialogForm } from './DialogForm';

export interface TaxRateFormProps {
  /** The rate being edited; none: a new rate. */
  rate?: TaxRate;
  onClose: () => void;
}

const EMPTY: TaxRateValues = { country: '', region: '', booksRate: '', shippingRate: '' };

/** Adds or edits a tax rate: a country (and region), the books' rate and the shipping's, in percent. */
export function TaxRateForm({ rate, onClose }: TaxRateFormProps) {
  const id = useId();
  const { countries, failed } = useCountries();
  const { save, saving } = useSaveTaxRate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TaxRateValues>({
    resolver: zodResolver(taxRateSchema),
    defaultValues: rate
      ? {
          country: rate.country,
          region: rate.region,
          booksRate: String(rate.booksRate),
          shippingRate: String(rate.shippingRate),
        }
      : EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await save(rate?.id ?? null, values);
    if (result.ok) return onClose();
    setFormError(
      showServerRefusal(result.error, setError, [
        [/^Books rate/, 'booksRate'],
        [/^Shipping rate/, 'shippingRate'],
        [/^Region/, 'region'],
        [/^Country|already has a tax rate/, 'country'],
      ]),
    );
  });

  const percent = (field: 'booksRate' | 'shippingRate', label: string) => (
    <FormField
      id={`${id}-${field}`}
      label={label}
      required
      hint="Percent, e.g. 20 or 8.875"
      error={errors[field]?.message}
    >
      {(control) => <input {...control} {...register(field)} inputMode="decimal" className={inputClasses} />}
    </FormField>
  );

  return (
    <DialogForm
      title={rate ? `Edit tax rate of ${rate.countryName}` : 'Add tax rate'}
      submitLabel={rate ? 'Save rate' : 'Add rate'}
      busy={saving}
      formError={formError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField id={`${id}-country`} label="Country" required error={errors.country?.message}>
        {(control) => (
          <CountrySelect
            control={control}
            field={() => register('country')}
            countries={countries}
            failed={failed}
            placeholder="Choose a country"
          />
        )}
      </FormField>
      <FormField
        id={`${id}-region`}
        label="Region"
        hint="Optional: a state or province with a rate of its own."
        error={errors.region?.message}
      >
        {(control) => <input {...control} {...register('region')} className={inputClasses} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {percent('booksRate', 'Books rate (%)')}
        {percent('shippingRate', 'Shipping rate (%)')}
      </div>
    </DialogForm>
  );
}
