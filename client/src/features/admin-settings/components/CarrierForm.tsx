import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/FormField';
import type { Carrier } from '../hooks/use-pricing-settings';
import { useSaveCarrier } from '../hooks/use-save-carrier';
import { showServerRefusal } from '../server-errors';
import { carrierSchema, type CarrierValues } from '../validation';
import { DialogForm } from './DialogForm';

export interface CarrierFormProps {
  /** The carrier being edited; none: a new carrier. */
  carrier?: Carrier;
  onClose: () => void;
}

const EMPTY: CarrierValues = { name: '', trackingUrl: '' };

/** Adds or edits a carrier: its name and its tracking link, {number} standing for the tracking number. */
export function CarrierForm({ carrier, onClose }: CarrierFormProps) {
  const id = useId();
  const { save, saving } = useSaveCarrier();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CarrierValues>({
    resolver: zodResolver(carrierSchema),
    defaultValues: carrier ? { name: carrier.name, trackingUrl: carrier.trackingUrl } : EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await save(carrier?.id ?? null, values);
    if (result.ok) return onClose();
    setFormError(
      showServerRefusal(result.error, setError, [
        [/^Carrier name|already a carrier named/, 'name'],
        [/tracking link/i, 'trackingUrl'],
      ]),
    );
  });

  return (
    <DialogForm
      title={carrier ? `Edit carrier ${carrier.name}` : 'Add carrier'}
      submitLabel={carrier ? 'Save carrier' : 'Add carrier'}
      busy={saving}
      formError={formError}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField id={`${id}-name`} label="Name" required error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} className={inputClasses} />}
      </FormField>
      <FormField
        id={`${id}-url`}
        label="Tracking link"
        required
        hint="An https:// address; {number} stands for the tracking number, e.g. https://www.dhl.com/track?id={number}"
        error={errors.trackingUrl?.message}
      >
        {(control) => (
          <input {...control} {...register('trackingUrl')} type="url" inputMode="url" className={inputClasses} />
        )}
      </FormField>
    </DialogForm>
  );
}
