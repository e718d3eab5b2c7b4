import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/FormField';
import type { ShippingMethod, ShippingZone } from '../hooks/use-pricing-settings';
import { methodValues, useSaveMethod } from '../hooks/use-save-method';
import { showServerRefusal } from '../server-errors';
import { methodSchema, type MethodValues } from '../validation';
import { DialogForm, SwitchField } from './DialogForm';

export interface MethodFormProps {
  zone: ShippingZone;
  /** The method being edited; none: a new method of `zone`. */
  method?: ShippingMethod;
  onClose: () => void;
}

const EMPTY: MethodValues = { name: '', price: '', freeOver: '', minDays: '', maxDays: '', enabled: true };

/** Adds or edits a delivery method: name, price, free over, estimated days and whether it is offered. */
export function MethodForm({ zone, method, onClose }: MethodFormProps) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement | null>(null);
  const { save, saving } = useSaveMethod();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MethodValues>({
    resolver: zodResolver(methodSchema),
    defaultValues: method ? methodValues(method) : EMPTY,
  });
  const name = register('name');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await save(method ? { id: method.id } : { zoneId: zone.id }, values);
    if (result.ok) return onClose();
    setFormError(
      showServerRefusal(result.error, setError, [
        [/^Method name/, 'name'],
        [/^Price/, 'price'],
        [/^Free over/, 'freeOver'],
        [/^Minimum days/, 'minDays'],
        [/^Maximum days/, 'maxDays'],
      ]),
    );
  });

  const number = (field: 'price' | 'freeOver' | 'minDays' | 'maxDays', label: string, hint?: string) => (
    <FormField
      id={`${id}-${field}`}
      label={label}
      hint={hint}
      required={field === 'price'}
      error={errors[field]?.message}
    >
      {(control) => (
        <input
          {...control}
          {...register(field)}
          inputMode={field === 'price' || field === 'freeOver' ? 'decimal' : 'numeric'}
          className={inputClasses}
        />
      )}
    </FormField>
  );

  return (
    <DialogForm
      title={method ? `Edit method ${method.name}` : `Add delivery method to ${zone.name}`}
      submitLabel={method ? 'Save method' : 'Add method'}
      busy={saving}
      formError={formError}
      onSubmit={onSubmit}
      onClose={onClose}
      firstFieldRef={nameRef}
    >
      <FormField id={`${id}-name`} label="Method name" required error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            {...name}
            ref={(element) => {
              name.ref(element);
              nameRef.current = element;
            }}
            className={inputClasses}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {number('price', 'Price')}
        {number('freeOver', 'Free over', 'Optional: free when the books reach this amount.')}
        {number('minDays', 'Minimum days', 'Optional: estimated delivery.')}
        {number('maxDays', 'Maximum days')}
      </div>
      <SwitchField
        id={`${id}-enabled`}
        label="Enabled"
        hint="A disabled method is not offered to shoppers."
        {...register('enabled')}
      />
    </DialogForm>
  );
}
