import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useImperativeHandle, useRef, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { inputClasses } from '@/components/FormField';
import { discountCodeSchema, type DiscountCodeOutput, type DiscountCodeValues } from '../validation';

export interface DiscountCodeFieldHandle {
  /** Puts focus on the code (a refusal at placing is shown there). */
  focus(): void;
}

export interface DiscountCodeFieldProps {
  /** The code applied to the quote, or null. */
  applied: string | null;
  /** What the applied code does ('SUMMER10 applied: −$2.50'), once the quote says so. */
  success: string | null;
  /** Why the applied code does not apply: the server's reason. */
  problem: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  disabled?: boolean;
  ref?: Ref<DiscountCodeFieldHandle>;
}

/**
 * The review's discount code: Apply sends it to the quote, which says what it takes off or why it
 * does not apply (a message tied to the field and announced); Remove takes it off again, focus
 * back in the field. Apply and Remove are one button, so that focus stays on it.
 */
export function DiscountCodeField({
  applied,
  success,
  problem,
  onApply,
  onRemove,
  disabled,
  ref,
}: DiscountCodeFieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DiscountCodeValues, unknown, DiscountCodeOutput>({
    resolver: zodResolver(discountCodeSchema),
    defaultValues: { code: '' },
    shouldFocusError: true,
  });
  useImperativeHandle(ref, () => ({ focus: () => inputRef.current?.focus() }), []);
  const field = register('code');
  const error = errors.code?.message ?? (applied ? problem : null);
  const message = error ?? (applied ? success : null);

  return (
    <form
      noValidate
      aria-label="Discount code"
      onSubmit={(event) => {
        event.stopPropagation();
        void handleSubmit((values) => onApply(values.code))(event);
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        Discount code
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          {...field}
          ref={(element) => {
            field.ref(element);
            inputRef.current = element;
          }}
          readOnly={applied !== null}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={Boolean(error)}
          aria-describedby={message ? messageId : undefined}
          className={`${inputClasses} min-w-0 flex-1 uppercase read-only:bg-slate-50`}
        />
        <button
          type={applied ? 'button' : 'submit'}
          disabled={disabled}
          onClick={
            applied
              ? () => {
                  reset({ code: '' });
                  onRemove();
                  inputRef.current?.focus();
                }
              : undefined
          }
          className={buttonClasses('secondary', 'md', 'shrink-0')}
        >
          {applied ? 'Remove' : 'Apply'}
        </button>
      </div>
      <p
        id={messageId}
        aria-live="polite"
        className={`mt-1.5 text-sm font-medium empty:hidden ${error ? 'text-red-700' : 'text-emerald-800'}`}
      >
        {message}
      </p>
    </form>
  );
}
