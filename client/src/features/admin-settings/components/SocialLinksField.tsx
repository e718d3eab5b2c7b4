import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { inputClasses } from '@/components/FormField';
import { STORE_IDENTITY_LIMITS } from '@/config/rules';
import type { IdentityValues } from '../validation';

export interface SocialLinksFieldProps {
  id: string;
  control: Control<IdentityValues>;
  register: UseFormRegister<IdentityValues>;
  errors: FieldErrors<IdentityValues>;
  disabled?: boolean;
}

const textButton =
  'rounded text-sm font-medium underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:cursor-not-allowed disabled:opacity-50';

/** The shop's pages on other sites: one https:// address a row, in order, at most 8; names come from the server. */
export function SocialLinksField({ id, control, register, errors, disabled }: SocialLinksFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'socialLinks' });
  const full = fields.length >= STORE_IDENTITY_LIMITS.socialLinks;
  const listError = errors.socialLinks?.message ?? errors.socialLinks?.root?.message;
  return (
    <fieldset aria-describedby={`${id}-hint`}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-800">Social links</legend>
      <p id={`${id}-hint`} className="mb-2 text-sm text-slate-600">
        Your shop&apos;s pages on other sites, shown in the footer as icons: https:// addresses, at most{' '}
        {STORE_IDENTITY_LIMITS.socialLinks}.
      </p>
      {fields.length > 0 && (
        <ol className="space-y-2">
          {fields.map((field, index) => {
            const error = errors.socialLinks?.[index]?.url?.message;
            const inputId = `${id}-${index}`;
            return (
              <li key={field.id}>
                <div className="flex items-center gap-2">
                  <label htmlFor={inputId} className="sr-only">
                    Social link {index + 1}
                  </label>
                  <input
                    id={inputId}
                    {...register(`socialLinks.${index}.url`)}
                    type="url"
                    inputMode="url"
                    placeholder="https://www.instagram.com/yourshop"
                    aria-invalid={Boolean(error)}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    disabled={disabled}
                    className={inputClasses}
                  />
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    disabled={disabled}
                    className={`${textButton} shrink-0 px-1 text-red-700`}
                  >
                    Remove<span className="sr-only"> social link {index + 1}</span>
                  </button>
                </div>
                {error && (
                  <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                    {error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {listError && <p className="mt-1.5 text-sm font-medium text-red-700">{listError}</p>}
      <button
        type="button"
        onClick={() => append({ url: '' }, { shouldFocus: true })}
        disabled={disabled || full}
        className={`${textButton} mt-2 text-indigo-700`}
      >
        Add a social link
      </button>
    </fieldset>
  );
}
