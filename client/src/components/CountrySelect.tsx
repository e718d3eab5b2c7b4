import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldControlProps } from '@/components/FormField';
import { inputClasses } from '@/components/FormField';
import type { Country } from '@/lib/countries';

export interface CountrySelectProps extends Pick<SelectHTMLAttributes<HTMLSelectElement>, 'autoComplete' | 'required'> {
  control: FieldControlProps;
  /** The field's registration, asked for only once the list is there (see below). */
  field: () => UseFormRegisterReturn;
  /** The countries, or null while they load (or when they failed: `failed`). */
  countries: readonly Country[] | null;
  failed: boolean;
  /** The first option, for no country chosen ("Choose a country", "Not set"). */
  placeholder: string;
}

/**
 * A select of the ISO countries by name, for any form. The field is registered once the list is
 * there, so that a value being edited finds its option and stays selected; until then a disabled
 * select says the list is loading, or that it could not be loaded.
 */
export function CountrySelect({ control, field, countries, failed, placeholder, ...rest }: CountrySelectProps) {
  if (!countries) {
    return (
      <select {...control} disabled aria-busy={!failed} className={inputClasses}>
        <option>{failed ? 'No countries' : 'Loading countries...'}</option>
      </select>
    );
  }
  return (
    <select {...control} {...field()} {...rest} className={inputClasses}>
      <option value="">{placeholder}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </select>
  );
}
