import { FormField, inputClasses } from './FormField';

export interface AccountFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  placeholder?: string;
}

/** The required 'Email address' field of the sign-in, registration and profile forms. */
export function EmailField({ id, value, onChange, error, placeholder }: AccountFieldProps) {
  return (
    <FormField id={id} label="Email address" error={error} required>
      {(control) => (
        <input
          {...control}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className={inputClasses}
        />
      )}
    </FormField>
  );
}

/** The required 'Full name' field of the registration and profile forms (100 characters at most). */
export function NameField({ id, value, onChange, error, placeholder }: AccountFieldProps) {
  return (
    <FormField id={id} label="Full name" error={error} required>
      {(control) => (
        <input
          {...control}
          type="text"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          className={inputClasses}
        />
      )}
    </FormField>
  );
}
