import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/FormField';
import type { DiscountCode } from '../hooks/use-discount-codes';
import { codeValues, useSaveDiscountCode } from '../hooks/use-save-discount-code';
import { showServerRefusal } from '../server-errors';
import { codeSchema, type CodeValues } from '../validation';
import { DialogForm, SwitchField } from './DialogForm';

export interface DiscountCodeFormProps {
  /** The code being edited; none: a new code. */
  code?: DiscountCode;
  onClose: () => void;
}

const EMPTY: CodeValues = {
  code: '',
  kind: 'PERCENTAGE',
  percent: '',
  amount: '',
  minimumSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  perCustomer: '',
  enabled: true,
};

export const KIND_LABELS = {
  PERCENTAGE: 'Percentage off',
  FIXED_AMOUNT: 'Fixed amount off',
  FREE_SHIPPING: 'Free shipping',
} as const;

type TextField = Exclude<keyof CodeValues, 'kind' | 'enabled'>;

/** Adds or edits a discount code: its text, kind and value, minimum, dates, limits and whether it applies. */
export function DiscountCodeForm({ code, onClose }: DiscountCodeFormProps) {
  const id = useId();
  const codeRef = useRef<HTMLInputElement | null>(null);
  const { save, saving } = useSaveDiscountCode();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: code ? codeValues(code) : EMPTY });
  const kind = useWatch({ control, name: 'kind' });
  const codeField = register('code');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await save(code?.id ?? null, values);
    if (result.ok) return onClose();
    setFormError(
      showServerRefusal(result.error, setError, [
        [/^DISCOUNT_CODE_TAKEN$|^A discount code|^Code/, 'code'],
        [/^Percentage|^A percentage code/, 'percent'],
        [/^Amount|^A fixed amount code/, 'amount'],
        [/^Minimum subtotal/, 'minimumSubtotal'],
        [/^Starts at/, 'startsAt'],
        [/^Ends at/, 'endsAt'],
        [/^Uses per customer/, 'perCustomer'],
        [/^Uses must/, 'maxUses'],
      ]),
    );
  });

  const field = (
    name: TextField,
    label: string,
    options: { hint?: string; type?: string; required?: boolean } = {},
  ) => (
    <FormField
      id={`${id}-${name}`}
      label={label}
      hint={options.hint}
      required={options.required}
      error={errors[name]?.message}
    >
      {(control) => (
        <input
          {...control}
          {...register(name)}
          type={options.type ?? 'text'}
          inputMode={options.type ? undefined : 'decimal'}
          className={inputClasses}
        />
      )}
    </FormField>
  );

  return (
    <DialogForm
      title={code ? `Edit code ${code.code}` : 'Add discount code'}
      submitLabel={code ? 'Save code' : 'Add code'}
      busy={saving}
      formError={formError}
      onSubmit={onSubmit}
      onClose={onClose}
      firstFieldRef={codeRef}
    >
      <FormField
        id={`${id}-code`}
        label="Code"
        required
        hint='3 to 32 letters, digits, "-" or "_"; shoppers may type it in any case.'
        error={errors.code?.message}
      >
        {(control) => (
          <input
            {...control}
            {...codeField}
            ref={(element) => {
              codeField.ref(element);
              codeRef.current = element;
            }}
            autoCapitalize="characters"
            spellCheck={false}
            className={`${inputClasses} uppercase`}
          />
        )}
      </FormField>
      <FormField id={`${id}-kind`} label="Kind" required error={errors.kind?.message}>
        {(control) => (
          <select {...control} {...register('kind')} className={inputClasses}>
            {Object.entries(KIND_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {kind === 'PERCENTAGE' &&
        field('percent', 'Percentage', { required: true, hint: 'A whole number from 1 to 100.' })}
      {kind === 'FIXED_AMOUNT' &&
        field('amount', 'Amount', { required: true, hint: 'Off the books, at most their subtotal.' })}
      {field('minimumSubtotal', 'Minimum subtotal', { hint: 'Optional: the books must reach this amount.' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('startsAt', 'Starts at', { type: 'datetime-local', hint: 'Optional: at once when empty.' })}
        {field('endsAt', 'Ends at', { type: 'datetime-local', hint: 'Optional: never ends when empty.' })}
        {field('maxUses', 'Max uses', { hint: 'Optional: orders in all.' })}
        {field('perCustomer', 'Uses per customer', { hint: 'Optional: orders per customer.' })}
      </div>
      <SwitchField
        id={`${id}-enabled`}
        label="Enabled"
        hint="A disabled code applies to nothing."
        {...register('enabled')}
      />
    </DialogForm>
  );
}
