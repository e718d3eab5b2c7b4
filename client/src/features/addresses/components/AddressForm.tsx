import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { CountrySelect } from '@/components/CountrySelect';
import { FormField, inputClasses } from '@/components/FormField';
import { revealFirstError } from '@/lib/forms';
import { useCountries } from '@/lib/use-countries';
import { addressSchema, emptyAddress, type AddressValues } from '../validation';

export interface AddressFormProps {
  /** The address being edited; a new one starts empty. */
  initial?: AddressValues;
  /** Names the form for assistive technology: 'Add an address', 'Edit address'. */
  label: string;
  submitLabel?: string;
  /** Saves; resolves true when saved (the host then closes the form). */
  onSubmit: (values: AddressValues) => Promise<boolean>;
  onCancel: () => void;
  busy: boolean;
  /** Focus the first field when the form appears (a form opened in place of other content). */
  autoFocus?: boolean;
  /** The first field, for a dialog that moves focus there itself. */
  firstFieldRef?: RefObject<HTMLInputElement | null>;
}

const FIELD_ORDER = Object.keys(addressSchema.shape);

/**
 * A delivery address: full name, two lines, city, region, postal code, country (a select of the
 * ISO 3166-1 countries) and phone; the same limits and messages as the server (validation.ts).
 */
export function AddressForm({
  initial = emptyAddress,
  label,
  submitLabel = 'Save Address',
  onSubmit,
  onCancel,
  busy,
  autoFocus = false,
  firstFieldRef,
}: AddressFormProps) {
  const id = useId();
  const { countries, failed, retry } = useCountries();
  const ownFirstField = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressValues>({ resolver: zodResolver(addressSchema), defaultValues: initial, shouldFocusError: false });

  useEffect(() => {
    if (autoFocus) ownFirstField.current?.focus();
  }, [autoFocus]);

  const fullName = register('fullName');
  const text = (
    name: keyof AddressValues,
    fieldLabel: string,
    options: { required?: boolean; autoComplete: string; hint?: string; inputMode?: 'tel' },
  ) => {
    const field = name === 'fullName' ? fullName : register(name);
    return (
      <FormField
        id={`${id}-${name}`}
        label={fieldLabel}
        error={errors[name]?.message}
        required={options.required}
        hint={options.hint}
      >
        {(control) => (
          <input
            {...control}
            {...field}
            ref={(element) => {
              field.ref(element);
              if (name === 'fullName') {
                ownFirstField.current = element;
                if (firstFieldRef) firstFieldRef.current = element;
              }
            }}
            type={options.inputMode === 'tel' ? 'tel' : 'text'}
            autoComplete={options.autoComplete}
            required={options.required}
            className={inputClasses}
          />
        )}
      </FormField>
    );
  };

  return (
    <form
      aria-label={label}
      noValidate
      className="space-y-4"
      onSubmit={handleSubmit(async (values) => {
        if (!busy) await onSubmit(values);
      }, revealFirstError(FIELD_ORDER))}
    >
      {text('fullName', 'Full name', { required: true, autoComplete: 'shipping name' })}
      {text('line1', 'Address line 1', { required: true, autoComplete: 'shipping address-line1' })}
      {text('line2', 'Address line 2', {
        autoComplete: 'shipping address-line2',
        hint: 'Optional: flat, floor, building',
      })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('city', 'City', { required: true, autoComplete: 'shipping address-level2' })}
        {text('region', 'Region', {
          autoComplete: 'shipping address-level1',
          hint: 'Optional: state, county or province',
        })}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('postalCode', 'Postal code', { required: true, autoComplete: 'shipping postal-code' })}
        <FormField
          id={`${id}-country`}
          label="Country"
          required
          error={errors.country?.message ?? (failed ? 'The list of countries could not be loaded.' : undefined)}
        >
          {(control) => (
            <CountrySelect
              control={control}
              field={() => register('country')}
              countries={countries}
              failed={failed}
              placeholder="Choose a country"
              autoComplete="shipping country"
              required
            />
          )}
        </FormField>
      </div>
      {failed && (
        <button type="button" onClick={retry} className={buttonClasses('secondary', 'sm')}>
          Load the countries again
        </button>
      )}
      {text('phone', 'Phone', { autoComplete: 'shipping tel', inputMode: 'tel', hint: 'Optional: for the courier' })}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} disabled={busy} className={buttonClasses('secondary', 'md')}>
          Cancel
        </button>
        <button type="submit" disabled={busy || !countries} className={buttonClasses('primary', 'md')}>
          {busy ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  );
}
