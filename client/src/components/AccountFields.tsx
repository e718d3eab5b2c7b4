import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClasses } from './FormField';

export interface AccountFieldProps {
  id: string;
  /** The form library's registration of the field: name, onChange, onBlur and ref. */
  field: UseFormRegisterReturn;
  error?: string | null;
  placeholder?: string;
}

/** The required 'Email address' field of the sign-in, registration and profile forms. */
export function EmailField({ id, field, error, placeholder }: AccountFieldProps) {
  return (
    <FormField id={id} label="Email address" error={error} required>
      {(control) => (
        <input
          {...control}
          {...field}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          placeholder={placeholder}
          className={inputClasses}
        />
      )}
    </FormField>
  );
}

/** The required 'Full name' field of the registration and profile forms (limit: config/rules.ts). */
export function NameField({ id, field, error, placeholder }: AccountFieldProps) {
  return (
    <FormField id={id} label="Full name" error={error} required>
      {(control) => (
        <input
          {...control}
          {...field}
          type="text"
          autoComplete="name"
          required
          placeholder={placeholder}
          className={inputClasses}
        />
      )}
    </FormField>
  );
}
