import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, inputClasses } from './FormField';
import { PasswordInput } from './PasswordInput';

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

export interface PasswordFieldProps extends Omit<AccountFieldProps, 'placeholder'> {
  label: string;
  /** 'new-password' (with the length rule as a hint) or 'current-password'. */
  autoComplete: 'new-password' | 'current-password';
  /** Shown under the field. */
  hint?: string;
  /** What the show/hide button names ('new password'); PasswordInput's default otherwise. */
  toggleNoun?: string;
}

/** A required password field with its show/hide button (registration, password change). */
export function PasswordField({ id, label, field, error, autoComplete, hint, toggleNoun }: PasswordFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required>
      {(control) => (
        <PasswordInput {...control} {...field} autoComplete={autoComplete} required toggleNoun={toggleNoun} />
      )}
    </FormField>
  );
}
