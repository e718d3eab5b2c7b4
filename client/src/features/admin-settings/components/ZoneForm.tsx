import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField, inputClasses } from '@/components/FormField';
import { useCountries } from '@/lib/use-countries';
import type { ShippingZone } from '../hooks/use-pricing-settings';
import { useSaveZone } from '../hooks/use-save-zone';
import { showServerRefusal } from '../server-errors';
import { zoneSchema, type ZoneValues } from '../validation';
import { CountryPicker } from './CountryPicker';
import { DialogForm, SwitchField } from './DialogForm';

export interface ZoneFormProps {
  /** The zone being edited; none: a new zone. */
  zone?: ShippingZone;
  onClose: () => void;
}

/** Adds or edits a shipping zone: its name, its countries and whether it is the rest of the world. */
export function ZoneForm({ zone, onClose }: ZoneFormProps) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement | null>(null);
  const { countries, failed } = useCountries();
  const { save, saving } = useSaveZone();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ZoneValues>({
    resolver: zodResolver(zoneSchema),
    defaultValues: zone
      ? { name: zone.name, countries: zone.countries, restOfWorld: zone.restOfWorld }
      : { name: '', countries: [], restOfWorld: false },
  });
  const name = register('name');

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await save(zone?.id ?? null, values);
    if (result.ok) return onClose();
    setFormError(
      showServerRefusal(result.error, setError, [
        [/^Zone name/, 'name'],
        [/rest of the world/, 'restOfWorld'],
        [/countr|is already in the zone/i, 'countries'],
      ]),
    );
  });

  return (
    <DialogForm
      title={zone ? `Edit zone ${zone.name}` : 'Add shipping zone'}
      submitLabel={zone ? 'Save zone' : 'Add zone'}
      busy={saving}
      formError={formError}
      onSubmit={onSubmit}
      onClose={onClose}
      firstFieldRef={nameRef}
    >
      <FormField id={`${id}-name`} label="Zone name" required error={errors.name?.message}>
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
      <SwitchField
        id={`${id}-rest`}
        label="Rest of the world"
        hint="On: this zone serves every country no other zone lists (one zone at most)."
        aria-invalid={Boolean(errors.restOfWorld)}
        {...register('restOfWorld')}
      />
      {errors.restOfWorld && <p className="text-sm font-medium text-red-700">{errors.restOfWorld.message}</p>}
      {countries ? (
        <Controller
          control={control}
          name="countries"
          render={({ field, fieldState }) => (
            <CountryPicker
              countries={countries}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              searchRef={field.ref}
            />
          )}
        />
      ) : (
        <p className="text-sm text-slate-600">
          {failed ? 'The list of countries could not be loaded.' : 'Loading countries...'}
        </p>
      )}
    </DialogForm>
  );
}
